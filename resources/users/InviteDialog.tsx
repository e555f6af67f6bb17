// Add New User with extension `invitations`: e-mail, first and last name, role → the server creates
// the user and answers the one-time link, shown here once with Copy. An admin invitation with
// four-eyes approvals on is held instead (202): no link until a second admin approves; then any
// admin makes it from Pending invitations. Loaded on first open (UserManagementPage).
import { useState } from "react";
import { Alert, Button, Form, Input, Modal, Select } from "antd";
import { useCustomMutation, useInvalidate, type HttpError } from "@refinedev/core";
import type { Role } from "../../src/domain";
import { MAX_CHARS } from "../../src/lib/limits";
import { fullName } from "../../src/lib/format";
import { ROLE_OPTIONS } from "./roles";
import { INVITATION_HELD, INVITATION_SENT, type Invitation } from "./invitations";
import { InvitationLink } from "./InvitationLink";

interface Values {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

export default function InviteDialog({ open, onClose, onChanged }: { open: boolean; onClose: () => void; onChanged: () => void }) {
  const [form] = Form.useForm<Values>();
  const [made, setMade] = useState<Invitation | null>(null);
  const { mutateAsync, mutation } = useCustomMutation<Invitation, HttpError>();
  const invalidate = useInvalidate();
  const pending = mutation.isPending;

  const close = () => {
    if (pending) return;
    form.resetFields();
    setMade(null);
    onClose();
  };

  const submit = async (values: Values) => {
    if (pending) return;
    try {
      const { data } = await mutateAsync({
        url: "",
        method: "post",
        values: { email: values.email.trim(), firstName: values.firstName.trim(), lastName: values.lastName.trim(), role: values.role },
        // No Idempotency-Key: the answer holds the one-time link, which the server never keeps for a replay; a repeat is 409.
        meta: { resource: "users", action: "invite" },
        successNotification: (answer) => ({ message: (answer?.data as Invitation | undefined)?.link ? INVITATION_SENT : INVITATION_HELD, type: "success" }),
      });
      setMade(data);
      void invalidate({ resource: "users", invalidates: ["list"] });
      onChanged();
    } catch {
      // The error toast carries the server's message ("409: Email is already in use"); the input stays.
    }
  };

  const name = made ? fullName(made) || made.email : "";
  return (
    <Modal
      open={open}
      title={made ? (made.link ? "Invitation link" : "Waiting for approval") : "Add New User"}
      onCancel={close}
      footer={
        made
          ? [
              <Button key="done" type="primary" onClick={close}>
                Done
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close} disabled={pending}>
                Cancel
              </Button>,
              <Button key="ok" type="primary" loading={pending} disabled={pending} onClick={() => form.submit()}>
                Send invitation
              </Button>,
            ]
      }
      forceRender
    >
      {made ? (
        made.link ? (
          <InvitationLink link={made.link} name={name} />
        ) : (
          <Alert
            type="info"
            showIcon
            message={`${name} is invited as admin once a second admin approves.`}
            description="The request is in Approvals. Once it is approved, create the link from Pending invitations."
          />
        )
      ) : (
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ role: "viewer" }} name="invite-user">
          <Form.Item label="Email" name="email" rules={[{ required: true, message: "Enter an email address" }, { type: "email", message: "Enter a valid email address" }]}>
            <Input type="email" autoComplete="off" maxLength={MAX_CHARS.profileText} />
          </Form.Item>
          <Form.Item label="First name" name="firstName" rules={[{ required: true, whitespace: true, message: "Enter a first name" }]}>
            <Input autoComplete="off" maxLength={MAX_CHARS.profileText} />
          </Form.Item>
          <Form.Item label="Last name" name="lastName" rules={[{ required: true, whitespace: true, message: "Enter a last name" }]}>
            <Input autoComplete="off" maxLength={MAX_CHARS.profileText} />
          </Form.Item>
          {/* Always set (viewer first); no `required` rule: Form.Item's aria-required lands on rc-select's wrapper (axe aria-allowed-attr). */}
          <Form.Item label="Role" name="role">
            <Select options={ROLE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))} />
          </Form.Item>
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
      )}
    </Modal>
  );
}
