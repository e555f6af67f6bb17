import { createElement } from "react";
import { DeleteOutlined, DisconnectOutlined, EditOutlined, TeamOutlined } from "@ant-design/icons";
import { declare, lazyView } from "../types";
import { hasExtension } from "../../providers/extensions";
import type { User } from "../../src/domain";
import { fullName } from "../../src/lib/format";
import { ROLE_OPTIONS, roleColor } from "./roles";

export const OWN_ROLE_REASON = "You cannot change your own role";

const ROLES = ROLE_OPTIONS.map((o) => ({ ...o, color: roleColor(o.value) }));

export const users = declare<User>({
  name: "users",
  label: "User Management",
  icon: createElement(TeamOutlined),
  route: "/users",
  roles: { read: "admin", write: "admin" },
  nav: { order: 70 },
  // The list is /api/users but one user is /api/user/{id} (SPEC §7).
  api: {
    list: "/api/users",
    one: "/api/user/:id",
    actions: {
      login: { method: "post", path: "/api/user/login" },
      // Extension `logout` (DESIGN §5): called only when the server offers it.
      logout: { method: "post", path: "/api/user/logout" },
      settings: { method: "put", path: "/api/user/:id/settings" },
      // Extension `password` (server only): Change Password.
      changePassword: { method: "post", path: "/api/user/password" },
      // Extension `invitations`: Add New User (admins), and the invitee's page (/invite/{token}, `:id` the token).
      invitations: { method: "get", path: "/api/invitations" },
      invite: { method: "post", path: "/api/invitations" },
      inviteLink: { method: "post", path: "/api/invitations/:id/link" },
      revokeInvitation: { method: "delete", path: "/api/invitations/:id" },
      invitation: { method: "get", path: "/api/invitations/:id" },
      acceptInvitation: { method: "post", path: "/api/invitations/:id/accept" },
      // Extension `sessions` (docs/api-extensions.md): one's own sessions and alerts, and an admin's
      // ending of every session of another person. Called only when the server offers it.
      sessions: { method: "get", path: "/api/user/sessions" },
      endSession: { method: "delete", path: "/api/user/sessions/:id" },
      endOtherSessions: { method: "post", path: "/api/user/sessions/end-others" },
      endSessions: { method: "delete", path: "/api/user/:id/sessions" },
      alerts: { method: "get", path: "/api/user/alerts" },
      readAlert: { method: "post", path: "/api/user/alerts/:id/read" },
      // Extension `two-factor`: the sign-in's code step, enrolment and turning it off.
      loginTwoFactor: { method: "post", path: "/api/user/login/two-factor" },
      twoFactorSetup: { method: "post", path: "/api/user/two-factor/setup" },
      twoFactorEnable: { method: "post", path: "/api/user/two-factor/enable" },
      twoFactorDisable: { method: "post", path: "/api/user/two-factor/disable" },
    },
  },
  fields: {
    name: { label: "Name", render: (u) => fullName(u) },
    email: { label: "Email", type: "email" },
    role: { label: "Role", type: "enum", options: ROLES },
    phone: { label: "Phone", empty: "—" },
    company: { label: "Company", empty: "—" },
    department: { label: "Department", empty: "—" },
    createdAt: { label: "Created", type: "date", format: "date" },
    id: { label: "User ID", empty: "none" },
  },
  list: {
    columns: ["name", { key: "email", sorter: "text" }, "role", "createdAt"],
    search: { fields: ["firstName", "lastName", "email"], placeholder: "Search by name or email..." },
    filters: [{ key: "role", label: "Filter by role", allLabel: "All" }],
    empty: "No users found matching your search criteria.",
  },
  actions: [
    {
      name: "edit",
      label: "Edit Role",
      icon: createElement(EditOutlined),
      ariaLabel: (u) => `Edit role of ${fullName(u)}`,
      disabled: (u, me) => (u.id === me.id ? OWN_ROLE_REASON : null),
      call: { update: () => ({}) },
      form: {
        title: "Edit User Role",
        okText: "Update",
        intro: (u: User) => `${fullName(u)} (${u.email})`,
        fields: [{ name: "role", initial: (ctx) => ctx.record?.role }],
        changes: ["role"],
        success: "Role updated",
        error: "Failed to update user role. Please try again.",
      },
    },
    {
      // Extension `sessions`: signs the person out of every browser (SPEC's Force Logout only clears
      // the admin's own browser). Not for oneself: Profile's "Sign out all other sessions" is that.
      name: "endSessions",
      label: "End sessions",
      icon: createElement(DisconnectOutlined),
      ariaLabel: (u) => `End sessions of ${fullName(u)}`,
      when: (u, me) => u.id !== me.id && hasExtension("sessions"),
      confirm: {
        modal: true,
        title: () => "End all sessions",
        description: (u) => `Sign ${fullName(u)} (${u.email}) out of every browser? They stay signed out until they sign in again.`,
        okText: "End sessions",
        danger: true,
      },
      call: { custom: "endSessions" },
      success: "Sessions ended",
    },
    {
      name: "delete",
      label: "Delete",
      danger: true,
      icon: createElement(DeleteOutlined),
      ariaLabel: (u) => `Delete ${fullName(u)}`,
      // Nobody deletes themselves: the button is hidden and the row says "Current User" (SPEC §5).
      when: (u, me) => u.id !== me.id,
      confirm: {
        modal: true,
        title: () => "Delete user",
        description: (u) => `Are you sure you want to delete ${fullName(u)} (${u.email})? This permanently deletes the account and cannot be undone.`,
        okText: "Delete",
        danger: true,
      },
      call: { delete: true },
      success: "User deleted",
      error: "Failed to delete user. Please try again.",
    },
  ],
  record: {
    title: (u) => fullName(u),
    fields: ["name", "email", "role", "phone", "company", "department", "createdAt", "id"],
  },
  view: lazyView(() => import("./UserManagementPage")),
});
