import { Button, Tooltip, App } from "antd";
import { CopyOutlined } from "@ant-design/icons";

/**
 * Copies text to the clipboard and confirms with the "Copied" toast (SPEC §8). Never logs the value.
 * `text` may be a function that asks for it first (an API key's value from the server); its failure
 * is shown with the server's message.
 */
export function CopyButton({ text, label = "Copy" }: { text: string | (() => Promise<string>); label?: string }) {
  const { notification } = App.useApp();
  const copy = async () => {
    let value: string;
    try {
      value = typeof text === "string" ? text : await text();
    } catch (error) {
      const message = (error as { message?: unknown } | null)?.message;
      notification.error({ message: "Error", description: typeof message === "string" && message ? message : "Could not get the value to copy.", role: "alert" });
      return;
    }
    try {
      await navigator.clipboard.writeText(value);
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
