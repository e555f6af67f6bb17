// Profile (SPEC "Profile", §7, §8): initials avatar, name, e-mail, "{role} Account" badge; the
// personal information form is read-only until Edit; Cancel resets it; Save Changes sends
// PUT /api/user/{id} and the returned user replaces the stored one (the sidebar follows).
import { Suspense, useEffect, useState } from "react";
import { Avatar, Button, Card, Col, Descriptions, Flex, Form, Input, Row, Tag, Typography, theme, type FormRule as Rule } from "antd";
import { EditOutlined } from "@ant-design/icons";
import { useUpdate, type HttpError } from "@refinedev/core";
import type { SessionUser, User } from "../../domain";
import { lazyView } from "../../../resources/types";
import { hasExtension } from "../../../providers/extensions";
import { writeUser } from "../../../providers/session-store";
import { useCurrentUser } from "../../../providers/useCurrentUser";
import { formatDate, fullName, initials } from "../../lib/format";
import { MAX_CHARS, PHONE_INVALID, PHONE_PATTERN, maxChars } from "../../lib/limits";

// Extension `sessions`: its own chunk, loaded only when the server offers it.
const ActiveSessions = lazyView(() => import("./ActiveSessions"));

export const PROFILE_UPDATE_FAILED = "Failed to update profile. Please try again.";

export const PROFILE_FIELDS = ["firstName", "lastName", "email", "phone", "company", "department"] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

export function profileValues(user: SessionUser | null): ProfileValues {
  const out = {} as ProfileValues;
  for (const f of PROFILE_FIELDS) out[f] = (user?.[f] as string | null | undefined) ?? "";
  return out;
}

/** Trimmed values; every field is sent so a cleared one is cleared on the server too. */
export function profileBody(values: ProfileValues): ProfileValues {
  const out = {} as ProfileValues;
  for (const f of PROFILE_FIELDS) out[f] = (values[f] ?? "").trim();
  return out;
}

const LABELS: Record<ProfileField, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  department: "Department",
};
/** The server's rules (same limits, same messages): a refused save would only say "Failed to update profile". */
const RULES: Record<ProfileField, Rule[]> = {
  firstName: [maxChars("First name", MAX_CHARS.profileText)],
  lastName: [maxChars("Last name", MAX_CHARS.profileText)],
  email: [
    { required: true, whitespace: true, message: "Email is required" },
    maxChars("Email", MAX_CHARS.profileText),
    { type: "email", message: "Enter a valid email address" },
  ],
  phone: [maxChars("Phone", MAX_CHARS.phone), { pattern: PHONE_PATTERN, message: PHONE_INVALID }],
  company: [maxChars("Company", MAX_CHARS.profileText)],
  department: [maxChars("Department", MAX_CHARS.profileText)],
};
const AUTOCOMPLETE: Record<ProfileField, string> = {
  firstName: "given-name",
  lastName: "family-name",
  email: "email",
  phone: "tel",
  company: "organization",
  department: "off",
};

function ProfileHeader({ user }: { user: SessionUser }) {
  return (
    <Card>
      <Flex gap={16} align="center" wrap>
        <Avatar size={64} aria-hidden="true" style={{ fontSize: 24, flex: "none", background: "#1f5fd1", color: "#fff" }}>
          {initials(user)}
        </Avatar>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            {fullName(user)}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ overflowWrap: "anywhere" }}>
            {user.email}
          </Typography.Text>
          <span>
            <Tag color="blue" style={{ textTransform: "capitalize" }}>
              {user.role} Account
            </Tag>
          </span>
        </Flex>
      </Flex>
    </Card>
  );
}

function PersonalInformation({ user }: { user: SessionUser }) {
  const [form] = Form.useForm<ProfileValues>();
  const [editing, setEditing] = useState(false);
  const { mutate, mutation } = useUpdate<User, HttpError, ProfileValues>();
  const pending = mutation.isPending;

  // Show the stored user's values whenever they change and nobody is typing.
  useEffect(() => {
    if (!editing) form.setFieldsValue(profileValues(user));
  }, [user, editing, form]);

  const cancel = () => {
    // Back to the stored user's values (initialValues follow the prop), errors cleared.
    form.resetFields();
    setEditing(false);
  };
  const save = (values: ProfileValues) => {
    if (pending) return;
    mutate(
      {
        resource: "users",
        id: user.id,
        values: profileBody(values),
        successNotification: () => ({ message: "Profile updated", type: "success" }),
        errorNotification: () => ({ message: PROFILE_UPDATE_FAILED, type: "error" }),
      },
      {
        onSuccess: ({ data }) => {
          writeUser(data);
          setEditing(false);
        },
      },
    );
  };

  return (
    <Card
      title="Personal Information"
      extra={
        !editing && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        )
      }
    >
      <Form<ProfileValues> form={form} name="profile" layout="vertical" onFinish={save} initialValues={profileValues(user)} noValidate requiredMark={false}>
        <Row gutter={16}>
          {PROFILE_FIELDS.map((f) => (
            <Col xs={24} md={12} key={f}>
              <Form.Item name={f} label={LABELS[f]} rules={RULES[f]}>
                <Input
                  type={f === "email" ? "email" : f === "phone" ? "tel" : "text"}
                  readOnly={!editing}
                  disabled={pending}
                  variant={editing ? "outlined" : "filled"}
                  autoComplete={AUTOCOMPLETE[f]}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
        {editing && (
          <Flex justify="end" gap={8}>
            <Button onClick={cancel} disabled={pending}>
              Cancel
            </Button>
            <Button type="primary" htmlType="submit" loading={pending}>
              Save Changes
            </Button>
          </Flex>
        )}
      </Form>
    </Card>
  );
}

function AccountStatus({ user }: { user: SessionUser }) {
  const { token } = theme.useToken();
  return (
    <Card title="Account Status">
      <Descriptions
        column={1}
        size="small"
        styles={{ label: { color: token.colorTextSecondary } }}
        items={[
          { key: "status", label: "Status", children: <Tag color="green">Active</Tag> },
          // SPEC: static "Not Enabled"; with extension `two-factor`, the server's state.
          {
            key: "2fa",
            label: "Two-factor authentication",
            children: hasExtension("two-factor") && user.twoFactorEnabled ? <Tag color="green">Enabled</Tag> : <Tag>Not Enabled</Tag>,
          },
          { key: "since", label: "Member since", children: formatDate(user.createdAt) },
        ]}
      />
    </Card>
  );
}

export default function ProfilePage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Flex vertical gap={16}>
      <ProfileHeader user={user} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <PersonalInformation user={user} />
        </Col>
        <Col xs={24} xl={8}>
          <AccountStatus user={user} />
        </Col>
      </Row>
      {hasExtension("sessions") && (
        <Suspense fallback={<Card title="Active sessions" loading />}>
          <ActiveSessions />
        </Suspense>
      )}
    </Flex>
  );
}
