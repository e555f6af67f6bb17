// Change Password (extension `password`, server only): current password, new password under the
// policy, and its confirmation. On success a toast, and the server has ended every other session of
// this person; on failure the error toast (the server's message) and the dialog keeps the input.
// Loaded on first open (SettingsPage).
import { Form, Input, Modal, Typography } from "antd";
import { useCustomMutation, type HttpError } from "@refinedev/core";
import { MIN_PASSWORD_LENGTH, PASSWORD_POLICY_TEXT } from "../../lib/password-policy";

export const PASSWORD_CHANGED = "Password changed";
export const PASSWORD_CHANGED_DETAIL = "You were signed out on your other devices.";
export const PASSWORDS_DIFFER = "The two new passwords differ";

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export default function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { mutateAsync, mutation } = useCustomMutation<Record<string, never>, HttpError>();
  const pending = mutation.isPending;

  const submit = async (values: Values) => {
    if (pending) return;
    try {
      await mutateAsync({
        url: "",
        method: "post",
        values: { currentPassword: values.currentPassword, newPassword: values.newPassword },
        meta: { resource: "users", action: "changePassword" },
        successNotification: () => ({ message: PASSWORD_CHANGED, description: PASSWORD_CHANGED_DETAIL, type: "success" }),
      });
      form.resetFields();
      onClose();
    } catch {
      // The error toast carries the server's message ("400: Current password is incorrect"); the input stays.
    }
  };

  return (
    <Modal
      open={open}
      title="Change Password"
      okText="Change password"
      onOk={() => form.submit()}
      okButtonProps={{ loading: pending, disabled: pending }}
      onCancel={() => {
        if (pending) return;
        form.resetFields();
        onClose();
      }}
      destroyOnHidden={false}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark="optional" name="change-password">
        <Form.Item label="Current password" name="currentPassword" rules={[{ required: true, message: "Enter your current password" }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label="New password"
          name="newPassword"
          extra={<Typography.Text type="secondary" id="new-password-policy">{PASSWORD_POLICY_TEXT}</Typography.Text>}
          rules={[
            { required: true, message: "Enter a new password" },
            { min: MIN_PASSWORD_LENGTH, message: `At least ${MIN_PASSWORD_LENGTH} characters` },
          ]}
        >
          <Input.Password autoComplete="new-password" aria-describedby="new-password-policy" />
        </Form.Item>
        <Form.Item
          label="Confirm new password"
          name="confirmPassword"
          dependencies={["newPassword"]}
          rules={[
            { required: true, message: "Enter the new password again" },
            ({ getFieldValue }) => ({
              validator: (_, value: string) => (!value || value === getFieldValue("newPassword") ? Promise.resolve() : Promise.reject(new Error(PASSWORDS_DIFFER))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}
