// A copyable code block: the text is rendered as text inside <pre><code> (never as HTML).
import { Flex, Typography, theme } from "antd";
import { CopyButton } from "../../components/CopyButton";

export function CodeBlock({ code, label, maxHeight = 360 }: { code: string; label: string; maxHeight?: number }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        background: token.colorFillQuaternary,
        minWidth: 0,
      }}
    >
      <Flex align="center" justify="space-between" style={{ padding: "4px 4px 4px 12px", borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {label}
        </Typography.Text>
        <CopyButton text={code} label={`Copy ${label}`} />
      </Flex>
      {/* Focusable so keyboard users can scroll long samples (axe scrollable-region-focusable). */}
      <pre
        tabIndex={0}
        aria-label={label}
        className="pd-mono"
        style={{ margin: 0, padding: 12, overflow: "auto", maxHeight, whiteSpace: "pre", color: token.colorText }}
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}
