import { Button, Tooltip, App } from "antd";
import { CopyOutlined } from "@ant-design/icons";

/** Copies text to the clipboard and confirms with the "Copied" toast (SPEC §8). Never logs the value. */
export function CopyButton({ text, label = "Copy" }: { text: string; label?: string }) {
  const { notification } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notification.success({ message: "Copied", role: "status" });
    } catch {
      notification.error({ message: "Error", description: "Could not copy to the clipboard.", role: "alert" });
    }
  };
  return (
    <Tooltip title={label}>
      <Button type="text" size="small" icon={<CopyOutlined />} aria-label={label} onClick={copy} />
    </Tooltip>
  );
}
