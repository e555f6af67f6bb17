// Edit a user's role (SPEC "User Management", §4, §7): PUT /api/user/{id} {role}; Update is
// disabled while the chosen role equals the current one.
import { useState } from "react";
import { Button, Flex, Modal, Radio, Space, Typography } from "antd";
import { useUpdate, type HttpError } from "@refinedev/core";
import type { Role, User } from "../../src/domain";
import { fullName } from "../../src/lib/format";
import { ROLE_OPTIONS } from "./roles";

export const ROLE_UPDATE_FAILED = "Failed to update user role. Please try again.";

function EditRoleForm({ user, onDone }: { user: User; onDone: () => void }) {
  const [role, setRole] = useState<Role>(user.role);
  const { mutate, mutation } = useUpdate<User, HttpError, { role: Role }>();
  const pending = mutation.isPending;
  const unchanged = role === user.role;
  const submit = () => {
    if (pending || unchanged) return;
    mutate(
      {
        resource: "users",
        id: user.id,
        values: { role },
        successNotification: () => ({ message: "Role updated", type: "success" }),
        errorNotification: () => ({ message: ROLE_UPDATE_FAILED, type: "error" }),
      },
      { onSuccess: onDone },
    );
  };
  return (
    <Flex vertical gap={16}>
      <Typography.Text>
        {fullName(user)} <Typography.Text type="secondary">({user.email})</Typography.Text>
      </Typography.Text>
      <Radio.Group value={role} onChange={(e) => setRole(e.target.value)} disabled={pending} aria-label="Role">
        <Space direction="vertical" size={12}>
          {ROLE_OPTIONS.map((o) => (
            <Radio key={o.value} value={o.value}>
              <strong>{o.label}</strong>
              <br />
              <Typography.Text type="secondary">{o.description}</Typography.Text>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="primary" onClick={submit} loading={pending} disabled={unchanged}>
          Update
        </Button>
      </Flex>
    </Flex>
  );
}

export function EditRoleDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  return (
    <Modal open={user !== null} title="Edit User Role" onCancel={onClose} footer={null} destroyOnHidden maskClosable={false}>
      {user && <EditRoleForm key={user.id} user={user} onDone={onClose} />}
    </Modal>
  );
}
