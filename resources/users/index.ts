import { createElement } from "react";
import { DeleteOutlined, EditOutlined, TeamOutlined } from "@ant-design/icons";
import { declare, lazyView } from "../types";
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
