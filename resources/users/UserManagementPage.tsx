// User Management (SPEC "User Management", §4–§8): search by name or e-mail, role filter,
// "All Users ({count})", role descriptions, edit-role dialog, delete with a permanent-deletion
// warning, the signed-in user marked "Current User" (no delete), Add New User (not available).
import { createContext, useCallback, useContext, useDeferredValue, useMemo, useState } from "react";
import { App, Avatar, Button, Card, Col, Flex, Grid, Result, Row, Select, Space, Table, Tag, Typography } from "antd";
import { DeleteOutlined, EditOutlined, UserAddOutlined } from "@ant-design/icons";
import { useDelete, type HttpError } from "@refinedev/core";
import type { TableColumnsType } from "antd";
import type { User } from "../../src/domain";
import { GuardedButton } from "../../src/components/GuardedButton";
import { useResourceList } from "../../src/components/list/useResourceList";
import { useUrlParam } from "../../src/components/list/useUrlState";
import { SearchBox } from "../../src/components/list/SearchBox";
import { useCurrentUser } from "../../src/app/useCurrentUser";
import { formatDate, fullName, initials, roleLabel } from "../../src/lib/format";
import { users as usersDeclaration } from "./index";
import { EditRoleDialog } from "./EditRoleDialog";
import { ROLE_OPTIONS, roleColor } from "./roles";

export const FETCH_USERS_FAILED = "Failed to fetch users. Please try again.";
export const DELETE_USER_FAILED = "Failed to delete user. Please try again.";
export const ADD_USER_REASON = "Not available in this version";
export const OWN_ROLE_REASON = "You cannot change your own role";

/** Case-insensitive match on full name, first name, last name or e-mail. */
export function matchesUser(user: User, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [fullName(user), user.firstName, user.lastName, user.email].some((v) => typeof v === "string" && v.toLowerCase().includes(q));
}

interface RowApi {
  currentUserId?: string;
  editRole: (user: User) => void;
  /** Small screens: one column, with the role and actions under the name. */
  compact: boolean;
}
const RowApiContext = createContext<RowApi>({ editRole: () => {}, compact: false });

function RoleTag({ role }: { role: User["role"] }) {
  return <Tag color={roleColor(role)}>{roleLabel(role)}</Tag>;
}

function UserCell({ record }: { record: User }) {
  const { currentUserId, compact } = useContext(RowApiContext);
  return (
    <Flex align={compact ? "start" : "center"} gap={10} wrap={false}>
      <Avatar aria-hidden="true" style={{ flex: "none", background: "#1f5fd1", color: "#fff" }}>
        {initials(record)}
      </Avatar>
      <Flex vertical gap={compact ? 6 : 0} style={{ minWidth: 0 }}>
        <div>
          <Flex align="center" gap={6} wrap>
            <Typography.Text strong>{fullName(record)}</Typography.Text>
            {record.id === currentUserId && <Tag color="green">Current User</Tag>}
          </Flex>
          <Typography.Text type="secondary" style={{ overflowWrap: "anywhere" }}>
            {record.email}
          </Typography.Text>
        </div>
        {compact && (
          <Flex align="center" gap={8} wrap>
            <RoleTag role={record.role} />
            <UserActions record={record} />
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}

function UserActions({ record }: { record: User }) {
  const { currentUserId, editRole } = useContext(RowApiContext);
  const { modal } = App.useApp();
  const { mutateAsync } = useDelete<User, HttpError>();
  const self = record.id === currentUserId;
  const name = fullName(record);
  const confirmDelete = () =>
    modal.confirm({
      title: "Delete user",
      content: `Are you sure you want to delete ${name} (${record.email})? This permanently deletes the account and cannot be undone.`,
      okText: "Delete",
      okButtonProps: { danger: true },
      cancelText: "Cancel",
      onOk: () =>
        mutateAsync({
          resource: "users",
          id: record.id,
          successNotification: () => ({ message: "User deleted", type: "success" }),
          errorNotification: () => ({ message: DELETE_USER_FAILED, type: "error" }),
        }).catch(() => undefined),
    });
  return (
    <Space size={4} wrap>
      <GuardedButton
        resource="users"
        action="edit"
        size="small"
        icon={<EditOutlined />}
        aria-label={`Edit role of ${name}`}
        disabledReason={self ? OWN_ROLE_REASON : null}
        onClick={() => editRole(record)}
      >
        Edit Role
      </GuardedButton>
      {!self && (
        <GuardedButton resource="users" action="delete" size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${name}`} onClick={confirmDelete}>
          Delete
        </GuardedButton>
      )}
    </Space>
  );
}

const COLUMNS: TableColumnsType<User> = [
  {
    key: "user",
    title: "User",
    render: (_, r) => <UserCell record={r} />,
    sorter: (a, b) => fullName(a).localeCompare(fullName(b)),
  },
  {
    key: "role",
    title: "Role",
    dataIndex: "role",
    responsive: ["md"],
    render: (_, r) => <RoleTag role={r.role} />,
  },
  {
    key: "createdAt",
    title: "Created",
    dataIndex: "createdAt",
    responsive: ["md"],
    render: (_, r) => formatDate(r.createdAt),
    sorter: (a, b) => (Date.parse(a.createdAt ?? "") || 0) - (Date.parse(b.createdAt ?? "") || 0),
  },
  { key: "actions", title: "Actions", responsive: ["md"], render: (_, r) => <UserActions record={r} /> },
];

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

export default function UserManagementPage() {
  const me = useCurrentUser();
  // Search matches the full name or the e-mail (a predicate), so the declaration's per-field
  // search is switched off here; the text is still kept in the URL (?q=).
  const [search, setSearch] = useUrlParam("q", 250);
  const deferred = useDeferredValue(search);
  const predicate = useCallback((u: User) => matchesUser(u, deferred), [deferred]);
  const options = useMemo(() => ({ config: { search: undefined }, predicate }), [predicate]);
  const list = useResourceList<User>(usersDeclaration, options);

  const [editing, setEditing] = useState<User | null>(null);
  const screens = Grid.useBreakpoint();
  const compact = screens.md === false;
  const rowApi = useMemo<RowApi>(() => ({ currentUserId: me?.id, editRole: setEditing, compact }), [me?.id, compact]);
  const roleFilter = list.filters[0];

  return (
    <RowApiContext.Provider value={rowApi}>
      <Flex vertical gap={16}>
        <RoleDescriptions />
        <Card
          title={`All Users (${list.filtered.length})`}
          extra={
            <GuardedButton resource="users" action="create" type="primary" icon={<UserAddOutlined />} disabledReason={ADD_USER_REASON}>
              Add New User
            </GuardedButton>
          }
        >
          <Flex vertical gap={16}>
            <Flex gap={8} wrap="wrap">
              <SearchBox
                aria-label="Search users by name or email"
                placeholder="Search by name or email..."
                value={search}
                onChange={setSearch}
                style={{ maxWidth: 420, flex: "1 1 240px" }}
              />
              {roleFilter && (
                <Select
                  aria-label="Filter by role"
                  prefix="Role:"
                  value={roleFilter.value}
                  onChange={roleFilter.set}
                  style={{ minWidth: 160 }}
                  options={[{ value: "", label: roleFilter.def.allLabel }, ...roleFilter.def.options]}
                />
              )}
            </Flex>
            {list.query.isError ? (
              <Result
                status="error"
                title={FETCH_USERS_FAILED}
                extra={
                  <Button type="primary" onClick={() => list.query.refetch()}>
                    Retry
                  </Button>
                }
              />
            ) : (
              <Table<User>
                rowKey="id"
                size="middle"
                columns={COLUMNS}
                dataSource={list.filtered}
                loading={list.query.isLoading}
                scroll={compact ? undefined : { x: "max-content" }}
                locale={{ emptyText: list.query.isLoading ? " " : <Typography.Text type="secondary">{list.emptyText}</Typography.Text> }}
                pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
              />
            )}
          </Flex>
        </Card>
      </Flex>
      <EditRoleDialog user={editing} onClose={() => setEditing(null)} />
    </RowApiContext.Provider>
  );
}
