// "Save view" (loaded on first open): a name and "Use as default", saving the search, filters,
// sort and columns the list shows now. A refusal (a name already used, too long) stays in the
// dialog with the input, in the server's words.
import { useId, useState } from "react";
import { Checkbox, Flex, Input, Modal, Typography } from "antd";
import { VIEW_NAME_MAX } from "../../../lib/views";
import { focusMarkedField } from "../../dialogFocus";

export interface SaveViewDialogProps {
  open: boolean;
  onClose: () => void;
  /** Saves; rejects with the reason to show. */
  onSave: (name: string, isDefault: boolean) => Promise<void>;
}

export default function SaveViewDialog({ open, onClose, onSave }: SaveViewDialogProps) {
  const id = useId();
  const [name, setName] = useState("");
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (saving) return;
    if (!name.trim()) {
      setError("View name is required");
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(name.trim(), isDefault);
      setName("");
      setIsDefault(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Save view"
      okText="Save"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      afterClose={() => setError(null)}
      afterOpenChange={focusMarkedField}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">Saves the search, filters, sort and columns shown now. Only you see your views.</Typography.Text>
          <div>
            <label htmlFor={`${id}-name`} style={{ display: "block", marginBottom: 4 }}>
              View name
            </label>
            <Input
              id={`${id}-name`}
              autoFocus
              data-autofocus
              value={name}
              maxLength={VIEW_NAME_MAX}
              showCount
              status={error ? "error" : undefined}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
            />
            {error && (
              <Typography.Text type="danger" id={`${id}-error`} role="alert" style={{ display: "block", marginTop: 4 }}>
                {error}
              </Typography.Text>
            )}
          </div>
          <Checkbox checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)}>
            Use as the default view of this list
          </Checkbox>
          {/* Enter in the name submits. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Flex>
      </form>
    </Modal>
  );
}
