import { App, Button, Dropdown, Flex, Layout, Typography } from "antd";
import { MenuOutlined, MoonOutlined, SunOutlined, UserOutlined } from "@ant-design/icons";
import { useLogout } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { demoBackendEnabled } from "../app/demo-backend";
import { useLocation, useNavigate } from "react-router";
import type { Declaration } from "../../resources/types";
import { findByRoute } from "../app/declarations";
import { useCurrentUser } from "../../providers/useCurrentUser";
import { useTheme } from "../theme/ThemeContext";
import { useThemeToggle } from "../theme/useThemeToggle";
import { fullName } from "../lib/format";
import { DEMO_RESET_PATH, DEMO_RESET_ROLE } from "../lib/demo-reset";
import { http, toHttpError } from "../../providers/http";
import { hasRole } from "../../providers/roles";
import styles from "./AppHeader.module.css";
import { Bell } from "./Bell";

interface Props {
  declarations: ReadonlyArray<Declaration>;
  /** Opens the slide-in sidebar (small screens only). */
  onMenu?: () => void;
}

/** "Jordan Lee, user menu": the visible name first, then what the button opens. */
function userMenuLabel(name: string): string {
  return name ? `${name}, user menu` : "User menu";
}

export function AppHeader({ declarations, onMenu }: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { resolved } = useTheme();
  const toggleTheme = useThemeToggle();
  const { mutate: logout } = useLogout();
  const { modal, notification } = App.useApp();
  const queryClient = useQueryClient();
  const title = findByRoute(declarations, pathname)?.label ?? "Page not found";
  const dark = resolved === "dark";

  // DESIGN §3: a control that restores the demo backend's seed data. It replaces every record the team
  // works on, so it is an admin's, checked and recorded by the demo server (mocks/demo-reset.ts).
  const mayReset = demoBackendEnabled() && hasRole(user?.role, DEMO_RESET_ROLE);
  const resetDemo = () =>
    modal.confirm({
      title: "Reset demo data?",
      content: "Every change made in the demo (wallets, tokens, merchants, keys, users) is replaced by the original demo data. The activity log is kept, with this reset in it.",
      okText: "Reset demo data",
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await http.post(DEMO_RESET_PATH, {});
        } catch (error) {
          notification.error({ message: "Error", description: toHttpError(error).message });
          return;
        }
        await queryClient.invalidateQueries();
        notification.success({ message: "Demo data reset" });
      },
    });

  return (
    <Layout.Header className={styles.header}>
      <Flex align="center" gap={8} className={styles.left}>
        {onMenu && <Button type="text" icon={<MenuOutlined />} aria-label="Open menu" onClick={onMenu} />}
        <Typography.Title level={1} className={styles.title}>
          {title}
        </Typography.Title>
      </Flex>
      <Flex align="center" gap={4}>
        <Button
          type="text"
          shape="circle"
          icon={dark ? <SunOutlined /> : <MoonOutlined />}
          aria-label={dark ? "Switch to light theme" : "Switch to dark theme"}
          onClick={toggleTheme}
        />
        <Bell />
        <Dropdown
          trigger={["click"]}
          placement="bottomRight"
          menu={{
            items: [
              {
                key: "who",
                disabled: true,
                label: (
                  <div className={styles.who}>
                    <div className={styles.whoName}>{fullName(user)}</div>
                    <div>{user?.email}</div>
                    <div>{user?.role} account</div>
                  </div>
                ),
              },
              { type: "divider" },
              { key: "/profile", label: "Profile" },
              { key: "/settings", label: "Settings" },
              ...(mayReset ? [{ key: "reset-demo", label: "Reset demo data" }] : []),
              { type: "divider" as const },
              { key: "logout", label: "Log out", danger: true },
            ],
            onClick: ({ key }) => (key === "logout" ? logout() : key === "reset-demo" ? resetDemo() : navigate(key)),
          }}
        >
          {/* The name starts with the text it shows (WCAG 2.5.3, label in name); on phones only the icon shows. */}
          <Button type="text" icon={<UserOutlined aria-hidden />} aria-label={userMenuLabel(fullName(user))} className={styles.userButton}>
            <span className={styles.userName}>{fullName(user)}</span>
          </Button>
        </Dropdown>
      </Flex>
    </Layout.Header>
  );
}
