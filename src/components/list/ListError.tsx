import { Button, Result } from "antd";

/** A failed list shows why and offers Retry instead of an empty table. */
export function ListError({ label, message, onRetry }: { label: string; message?: string; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={`Could not load ${label.toLowerCase()}`}
      subTitle={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
