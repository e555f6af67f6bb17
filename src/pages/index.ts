// Screens that are not a single resource. Declared like resources so the sidebar, routes
// and access control treat them the same way; their code is loaded only when opened.
import { createElement } from "react";
import { CodeOutlined, DashboardOutlined, SettingOutlined, UserOutlined, ControlOutlined } from "@ant-design/icons";
import { declare, lazyView, type Declaration } from "../../resources/types";
import { DASHBOARD_READS } from "./dashboard/reads";

export const pages: Declaration[] = [
  declare({
    name: "dashboard",
    label: "Dashboard",
    icon: createElement(DashboardOutlined),
    route: "/",
    roles: {},
    nav: { order: 0 },
    preload: DASHBOARD_READS,
    view: lazyView(() => import("./dashboard/DashboardPage")),
  }),
  declare({
    name: "admin",
    label: "Admin Portal",
    icon: createElement(ControlOutlined),
    route: "/admin",
    roles: { read: "admin", write: "admin" },
    nav: { order: 50 },
    // /admin/api-keys (the api-keys resource) is this screen on its API Keys tab.
    hosts: ["api-keys"],
    view: lazyView(() => import("./admin/AdminPortalPage")),
  }),
  declare({
    name: "developer",
    label: "Developer",
    icon: createElement(CodeOutlined),
    route: "/developer",
    roles: { read: "admin", write: "admin" },
    nav: { order: 60 },
    view: lazyView(() => import("./developer/DeveloperPortalPage")),
  }),
  declare({
    name: "profile",
    label: "Profile",
    icon: createElement(UserOutlined),
    route: "/profile",
    roles: {},
    nav: { order: 90, hidden: true },
    view: lazyView(() => import("./profile/ProfilePage")),
  }),
  declare({
    name: "settings",
    label: "Settings",
    icon: createElement(SettingOutlined),
    route: "/settings",
    roles: {},
    nav: { order: 91, hidden: true },
    view: lazyView(() => import("./settings/SettingsPage")),
  }),
];

