// User Management (SPEC "User Management", §4–§8): the declared list and actions (Edit Role, Delete),
// plus what is special here: the role descriptions, "All Users ({count})", the signed-in user marked
// "Current User", search over the full name, a one-column layout on phones, Add New User (extension
// `invitations`: the invite dialog and the pending invitations; otherwise not available).
import { Suspense, useCallback, useContext, useDeferredValue, useMemo, useState } from "react";
import { Avatar, Card, Col, Flex, Grid, Result, Button, Row, Tag, Typography } from "antd";
import { UserAddOutlined } from "@ant-design/icons";
import type { User } from "../../src/domain";
import { GuardedButton } from "../../src/components/GuardedButton";
import { ListToolbar, ResourceTable } from "../../src/components/list/ResourceList";
import { useResourceList } from "../../src/components/list/useResourceList";
import { useUrlParam } from "../../src/components/list/useUrlState";
import { SearchBox } from "../../src/components/list/SearchBox";
import { RecordDrawer } from "../../src/components/resource/RecordDrawer";
import { RecordLink } from "../../src/components/resource/RecordLink";
import { RowActions } from "../../src/components/resource/RowActions";
import { useCurrentUser } from "../../providers/useCurrentUser";
import { hasExtension } from "../../providers/extensions";
import { fullName, initials } from "../../src/lib/format";
import { lazyView, type Declaration, type ViewProps } from "../types";
import { InvitedIds, InvitedProvider, PendingInvitations, useRefreshInvitations } from "./PendingInvitations";
import { ROLE_OPTIONS, roleColor } from "./roles";

export const FETCH_USERS_FAILED = "Failed to fetch users. Please try again.";
export const ADD_USER_REASON = "Not available in this version";

// Extension `invitations`: the dialog loads on first open (pointer-over or focus starts it sooner).
const InviteDialog = lazyView(() => import("./InviteDialog"));

function AddUser() {
  // null: never opened (not mounted); then kept mounted, open or closed.
  const [open, setOpen] = useState<boolean | null>(null);
  const refresh = useRefreshInvitations();
  return (
    <>
      <GuardedButton
        resource="users"
        action="create"
        type="primary"
        icon={<UserAddOutlined />}
        onPointerEnter={() => void InviteDialog.preload()}
        onFocus={() => void InviteDialog.preload()}
        onClick={() => setOpen(true)}
      >
        Add New User
      </GuardedButton>
      {open !== null && (
        <Suspense fallback={null}>
          <InviteDialog open={open} onClose={() => setOpen(false)} onChanged={refresh} />
        </Suspense>
      )}
    </>
  );
}

/** Case-insensitive match on full name, first name, last name or e-mail. */
export function matchesUser(user: User, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [fullName(user), user.firstName, user.lastName, user.email].some((v) => typeof v === "string" && v.toLowerCase().includes(q));
}

function UserCell({ declaration, record, compact }: { declaration: Declaration<User>; record: User; compact: boolean }) {
  const me = useCurrentUser();
  // Extension `invitations`: not accepted yet (cannot sign in). Off: the context's empty default.
  const invited = useContext(InvitedIds).has(record.id);
  return (
    <Flex align={compact ? "start" : "center"} gap={10} wrap={false}>
      <Avatar aria-hidden="true" style={{ flex: "none", background: "#1f5fd1", color: "#fff" }}>
        {initials(record)}
      </Avatar>
      <Flex vertical gap={compact ? 6 : 0} style={{ minWidth: 0 }}>
        <div>
          <Flex align="center" gap={6} wrap>
            <RecordLink declaration={declaration} record={record}>
              <Typography.Text strong>{fullName(record)}</Typography.Text>
            </RecordLink>
            {record.id === me?.id && <Tag color="green">Current User</Tag>}
            {invited && <Tag color="gold">Invited</Tag>}
          </Flex>
          <Typography.Text type="secondary" style={{ overflowWrap: "anywhere" }}>
            {record.email}
          </Typography.Text>
        </div>
        {compact && <RowActions declaration={declaration} record={record} wrap />}
      </Flex>
    </Flex>
  );
}

function RoleDescriptions() {
  return (
    <Card title="Roles">
      <Row gutter={[16, 16]}>
        {ROLE_OPTIONS.map((o) => (
          <Col xs={24} md={8} key={o.value}>
            <Flex vertical gap={6}>
              <span>
                <Tag color={roleColor(o.value)}>{o.label}</Tag>
              </span>
              <Typography.Text type="secondary">{o.description}</Typography.Text>
            </Flex>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

export default function UserManagementPage({ declaration }: ViewProps<User>) {
  // Search matches the full name too (a predicate), so the declaration's per-field search is
  // switched off here; the text is still kept in the URL (?q=).
  const [search, setSearch] = useUrlParam("q", 250);
  const deferred = useDeferredValue(search);
  const predicate = useCallback((u: User) => matchesUser(u, deferred), [deferred]);
  const compact = Grid.useBreakpoint().md === false;
  const options = useMemo(() => {
    const name = { key: "name", link: false, render: (u: User) => <UserCell declaration={declaration} record={u} compact={compact} /> };
    // Phones: one column, with the role and the actions under the name.
    // The name cell shows the e-mail too, so the declared Email column is left out here.
    return { config: { search: undefined, columns: compact ? [name] : [name, "role", "createdAt"] }, predicate };
  }, [declaration, predicate, compact]);
  const list = useResourceList<User>(declaration, options);
  const invitations = hasExtension("invitations");

  const screen = (
    <Flex vertical gap={16}>
      <RoleDescriptions />
      <Card
        title={`All Users (${list.filtered.length})`}
        extra={
          invitations ? (
            <AddUser />
          ) : (
            <GuardedButton resource="users" action="create" type="primary" icon={<UserAddOutlined />} disabledReason={ADD_USER_REASON}>
              Add New User
            </GuardedButton>
          )
        }
      >
        <Flex vertical gap={16}>
          <ListToolbar
            list={list}
            columns={!compact}
            search={
              <SearchBox
                aria-label="Search users by name or email"
                placeholder="Search by name or email..."
                value={search}
                onChange={setSearch}
                style={{ maxWidth: 420, flex: "1 1 240px" }}
              />
            }
          />
          {list.query.isError ? (
            <Result status="error" title={FETCH_USERS_FAILED} extra={<Button type="primary" onClick={() => list.query.refetch()}>Retry</Button>} />
          ) : (
            <ResourceTable list={list} actions={!compact} scrollX={!compact} />
          )}
        </Flex>
      </Card>
      {invitations && <PendingInvitations />}
      <RecordDrawer declaration={declaration} rows={list.rows} loading={list.query.isLoading} />
    </Flex>
  );
  return invitations ? <InvitedProvider>{screen}</InvitedProvider> : screen;
}
