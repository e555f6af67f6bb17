// Extension `invitations`: the open invitations (admins), each with its state, a new link (shown
// once) and Revoke, which removes the invitation and the invited user.
import { createContext, useCallback, useMemo, useState, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Card, Empty, Flex, Grid, List, Modal, Popconfirm, Skeleton, Tag, Typography } from "antd";
import { LinkOutlined, StopOutlined } from "@ant-design/icons";
import { useCustom, useCustomMutation, useInvalidate, type HttpError } from "@refinedev/core";
import { fullName, formatDate } from "../../src/lib/format";
import { GuardedButton } from "../../src/components/GuardedButton";
import { roleColor } from "./roles";
import { INVITATION_REVOKED, LINK_CREATED, STATUS_TAGS, canMakeLink, type Invitation } from "./invitations";
import { InvitationLink } from "./InvitationLink";

export const INVITATIONS_KEY = ["paydesk", "invitations"] as const;

function nameOf(i: Invitation): string {
  return fullName(i) || i.email;
}

function Row({ invitation, onLink, onChanged }: { invitation: Invitation; onLink: (i: Invitation) => void; onChanged: () => void }) {
  const links = useCustomMutation<Invitation, HttpError>();
  const revokes = useCustomMutation<Record<string, never>, HttpError>();
  const invalidate = useInvalidate();
  const tag = STATUS_TAGS[invitation.status] ?? { color: "default", label: invitation.status };
  const name = nameOf(invitation);
  const makeLink = async () => {
    try {
      const { data } = await links.mutateAsync({
        url: "",
        method: "post",
        values: {},
        meta: { resource: "users", action: "inviteLink", id: invitation.id },
        successNotification: () => ({ message: LINK_CREATED, type: "success" }),
      });
      onLink(data);
    } catch {
      // error toast from the notification provider
    } finally {
      onChanged();
    }
  };
  const revoke = async () => {
    try {
      await revokes.mutateAsync({
        url: "",
        method: "delete",
        values: {},
        meta: { resource: "users", action: "revokeInvitation", id: invitation.id },
        successNotification: () => ({ message: INVITATION_REVOKED, type: "success" }),
      });
      void invalidate({ resource: "users", invalidates: ["list"] });
    } catch {
      // error toast from the notification provider
    } finally {
      onChanged();
    }
  };
  return (
    <List.Item
      actions={[
        ...(canMakeLink(invitation.status)
          ? [
              <GuardedButton key="link" resource="users" action="create" size="small" icon={<LinkOutlined />} loading={links.mutation.isPending} onClick={makeLink} aria-label={`${invitation.status === "approved" ? "Create link" : "New link"} for ${name}`}>
                {invitation.status === "approved" ? "Create link" : "New link"}
              </GuardedButton>,
            ]
          : []),
        <Popconfirm
          key="revoke"
          title="Revoke this invitation?"
          description={`${name} (${invitation.email}) is removed and the link stops working.`}
          okText="Revoke"
          okButtonProps={{ danger: true }}
          onConfirm={revoke}
        >
          <GuardedButton resource="users" action="delete" size="small" danger icon={<StopOutlined />} loading={revokes.mutation.isPending} aria-label={`Revoke invitation of ${name}`}>
            Revoke
          </GuardedButton>
        </Popconfirm>,
      ]}
    >
      <List.Item.Meta
        title={
          <Flex gap={6} wrap align="center">
            <Typography.Text strong>{name}</Typography.Text>
            <Tag color={roleColor(invitation.role)} style={{ textTransform: "capitalize" }}>
              {invitation.role}
            </Tag>
            <Tag color={tag.color}>{tag.label}</Tag>
          </Flex>
        }
        description={
          <Flex vertical gap={0}>
            <Typography.Text type="secondary" style={{ overflowWrap: "anywhere" }}>
              {invitation.email}
            </Typography.Text>
            <Typography.Text type="secondary">
              {invitation.status === "pending" && invitation.expiresAt ? `Link works until ${formatDate(invitation.expiresAt)}` : `Invited ${formatDate(invitation.createdAt)}`}
            </Typography.Text>
          </Flex>
        }
      />
    </List.Item>
  );
}

/** Reads the open invitations again (after an invitation was made). */
export function useRefreshInvitations(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: [...INVITATIONS_KEY] }), [client]);
}

/** GET /api/invitations: one query (one key) for the list and the "Invited" marks. */
function useOpenInvitations() {
  return useCustom<Invitation[], HttpError>({
    url: "",
    method: "get",
    meta: { resource: "users", action: "invitations" },
    queryOptions: { queryKey: [...INVITATIONS_KEY] },
    errorNotification: false,
  });
}

/** The ids of invited users who have not accepted yet (they cannot sign in): the user list marks them. */
export const InvitedIds = createContext<ReadonlySet<string>>(new Set());

export function InvitedProvider({ children }: { children: ReactNode }) {
  const data = useOpenInvitations().result?.data;
  const ids = useMemo(() => new Set(Array.isArray(data) ? data.map((i) => i.userId) : []), [data]);
  return <InvitedIds.Provider value={ids}>{children}</InvitedIds.Provider>;
}

export function PendingInvitations() {
  const query = useOpenInvitations();
  const [shown, setShown] = useState<Invitation | null>(null);
  const rows = Array.isArray(query.result?.data) ? query.result.data : [];
  const refetch = () => void query.query.refetch();
  // Phones: the buttons under the person, not beside them.
  const compact = Grid.useBreakpoint().md === false;
  return (
    <Card title="Pending invitations">
      {query.query.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : query.query.isError ? (
        <Flex gap={8} align="center" wrap>
          <Typography.Text type="danger">Failed to load invitations.</Typography.Text>
          <Button size="small" onClick={refetch}>
            Retry
          </Button>
        </Flex>
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No pending invitations." />
      ) : (
        <List itemLayout={compact ? "vertical" : "horizontal"} dataSource={rows} rowKey="id" renderItem={(i) => <Row invitation={i} onLink={setShown} onChanged={refetch} />} />
      )}
      {shown?.link && (
        <Modal open title="Invitation link" onCancel={() => setShown(null)} footer={<Button type="primary" onClick={() => setShown(null)}>Done</Button>}>
          <InvitationLink link={shown.link} name={nameOf(shown)} />
        </Modal>
      )}
    </Card>
  );
}
