// Token ID: first 12 characters + "...", the full value in a tooltip, and a copy button.
import { Flex, Tooltip } from "antd";
import { shortId } from "../../src/lib/format";
import { CopyButton } from "../../src/components/CopyButton";

export function TokenIdCell({ value }: { value: string }) {
  return (
    <Flex align="center" gap={4} wrap={false}>
      <Tooltip title={<span className="pd-mono">{value}</span>}>
        {/* Focusable so keyboard users reach the tooltip too. */}
        <span className="pd-mono" tabIndex={0}>
          {shortId(value, 12)}
        </span>
      </Tooltip>
      <CopyButton text={value} label="Copy token ID" />
    </Flex>
  );
}
