import { createElement } from "react";
import { TeamOutlined } from "@ant-design/icons";
import { declare, lazyView } from "../types";
import type { User } from "../../src/domain";
import { fullName } from "../../src/lib/format";

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
    },
  },
  list: {
    columns: [
      { key: "name", title: "Name", render: (u) => fullName(u) },
      { key: "email", title: "Email", sorter: "text" },
      { key: "role", title: "Role", format: "badge" },
      { key: "createdAt", title: "Created", format: "date", sorter: "date" },
    ],
    search: { fields: ["firstName", "lastName", "email"], placeholder: "Search by name or email..." },
    filters: [
      {
        key: "role",
        label: "Role",
        allLabel: "All",
        options: [
          { value: "admin", label: "Admin" },
          { value: "operator", label: "Operator" },
          { value: "viewer", label: "Viewer" },
        ],
      },
    ],
    empty: "No users found matching your search criteria.",
  },
  view: lazyView(() => import("./UserManagementPage")),
});
