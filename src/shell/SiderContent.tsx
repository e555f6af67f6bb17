import { useMemo } from "react";
import { Avatar, Button, Flex, Typography } from "antd";
import { LogoutOutlined, PoweroffOutlined } from "@ant-design/icons";
import { useLogout } from "@refinedev/core";
import { useLocation } from "react-router";
import type { Declaration } from "../../resources/types";
import { decide } from "../../providers/access-control";
import { useCurrentUser } from "../../providers/useCurrentUser";
import { findByRoute } from "../app/declarations";
import { fullName, initials } from "../lib/format";
import { MainNav } from "./MainNav";
import styles from "./SiderContent.module.css";

interface Props {
  declarations: ReadonlyArray<Declaration>;
  onNavigate?: () => void;
  hideBrand?: boolean;
}

export function SiderContent({ declarations, onNavigate, hideBrand }: Props) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const { mutate: logout } = useLogout();

  // Same rule as the access-control provider; evaluated synchronously so the menu never flickers.
  const items = useMemo(
    () =>
      declarations
        .filter((d) => !d.nav?.hidden && decide(user?.role, d, "list").can)
        .map((d) => ({ key: d.route, icon: d.icon, label: d.label })),
    [declarations, user?.role],
  );
  // Every navigation re-renders the sider; the initials (Intl.Segmenter, ≈ 1 ms) only change with the name.
  const avatarText = useMemo(() => initials(user), [user?.firstName, user?.lastName, user?.email]); // eslint-disable-line react-hooks/exhaustive-deps
  const selected = findByRoute(declarations, pathname);
  const selectedKey = selected?.nav?.hidden ? items.find((i) => selected.route.startsWith(`${i.key}/`))?.key : selected?.route;

  return (
    <Flex vertical className={styles.root}>
      {!hideBrand && (
        <div className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            ◆
          </span>
          PayDesk
        </div>
      )}
      <MainNav items={items} selectedKey={selectedKey} onNavigate={onNavigate} className={styles.nav} />
      <div className={styles.footer}>
        <Flex gap={10} align="center">
          <Avatar className={styles.avatar} aria-hidden="true">
            {avatarText}
          </Avatar>
          <div className={styles.who}>
            <Typography.Text strong className={`pd-truncate ${styles.name}`} title={fullName(user)}>
              {fullName(user)}
            </Typography.Text>
            <Typography.Text type="secondary" className={styles.meta}>
              {user?.role} account
            </Typography.Text>
            <Typography.Text type="secondary" className={`pd-truncate ${styles.meta}`} title={user?.id}>
              ID: {user?.id || "none"}
            </Typography.Text>
          </div>
        </Flex>
        <Flex gap={8} className={styles.buttons}>
          <Button danger size="small" icon={<PoweroffOutlined />} onClick={() => logout({ force: true } as never)}>
            Force Logout
          </Button>
          <Button size="small" icon={<LogoutOutlined />} onClick={() => logout()}>
            Regular Logout
          </Button>
        </Flex>
      </div>
    </Flex>
  );
}
