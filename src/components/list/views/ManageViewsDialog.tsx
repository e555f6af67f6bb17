// "Manage views" (loaded on first open): the person's views of this list, each with Set as default /
// Remove default and Delete.
import { useState } from "react";
import { Button, Flex, List, Modal, Tag, Typography } from "antd";
import { DeleteOutlined } from "@ant-design/icons";
import type { SavedView } from "../../../lib/views";

export interface ManageViewsDialogProps {
  open: boolean;
  views: readonly SavedView[];
  onClose: () => void;
  onDefault: (view: SavedView, isDefault: boolean) => Promise<void>;
  onDelete: (view: SavedView) => Promise<void>;
}

export default function ManageViewsDialog({ open, views, onClose, onDefault, onDelete }: ManageViewsDialogProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (id: string, action: () => Promise<void>) => {
    if (busy) return;
    setBusy(id);
    try {
      await action();
    } catch {
      // The caller showed the error.
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal open={open} title="Saved views" onCancel={onClose} footer={<Button onClick={onClose}>Close</Button>} destroyOnHidden>
      <List<SavedView>
        dataSource={views as SavedView[]}
        locale={{ emptyText: <Typography.Text type="secondary">No saved views for this list.</Typography.Text> }}
        renderItem={(view) => (
          <List.Item key={view.id}>
            <Flex align="center" justify="space-between" gap={8} wrap style={{ width: "100%" }}>
              <Flex align="center" gap={8} style={{ minWidth: 0 }}>
                <Typography.Text strong style={{ overflowWrap: "anywhere" }}>
                  {view.name}
                </Typography.Text>
                {view.isDefault && <Tag color="blue">Default</Tag>}
              </Flex>
              <Flex gap={4}>
                <Button size="small" loading={busy === view.id} onClick={() => run(view.id, () => onDefault(view, !view.isDefault))} aria-label={`${view.isDefault ? "Remove default" : "Set as default"}: ${view.name}`}>
                  {view.isDefault ? "Remove default" : "Set as default"}
                </Button>
                <Button size="small" danger icon={<DeleteOutlined aria-hidden />} disabled={busy === view.id} onClick={() => run(view.id, () => onDelete(view))} aria-label={`Delete view ${view.name}`}>
                  Delete
                </Button>
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
    </Modal>
  );
}
