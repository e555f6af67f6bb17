// Profile's "Active sessions" (extension `sessions`, docs/api-extensions.md): each browser signed in
// as this person, with its address and last activity, "This browser" marked; "Sign out" ends another
// one, "Sign out all other sessions" every other one (after a confirm). Personal, like saved views:
// every role may do it, so these are plain buttons rather than GuardedButtons.
import { useState } from "react";
import { Button, Card, Flex, Popconfirm, Result, Skeleton, Tag, Typography } from "antd";
import { DesktopOutlined, MobileOutlined } from "@ant-design/icons";
import { useActiveSessions, useSessionCalls, type ActiveSession } from "../../components/sessions/useSessions";
import { formatRelativeTime, safeText } from "../../lib/format";
import styles from "./ActiveSessions.module.css";

export const SESSIONS_FAILED = "Could not load your sessions";
export const SIGN_OUT_OTHERS = "Sign out all other sessions";

const MOBILE = /\b(iPhone|iPad|Android)\b/;

function SessionRow({ session, onEnd, busy }: { session: ActiveSession; onEnd: (id: string) => void; busy: boolean }) {
  const browser = safeText(session.browser);
  const address = safeText(session.address) || "Unknown address";
  return (
    <li className={styles.row}>
      <span className={styles.icon} aria-hidden="true">
        {MOBILE.test(browser) ? <MobileOutlined /> : <DesktopOutlined />}
      </span>
      <div className={styles.text}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{browser}</Typography.Text>
          {session.current && <Tag color="green">This browser</Tag>}
        </Flex>
        <Typography.Text type="secondary" className={styles.detail}>
          {address} · Last active {formatRelativeTime(session.lastActivityAt).toLowerCase()} · Signed in {formatRelativeTime(session.createdAt).toLowerCase()}
        </Typography.Text>
      </div>
      {!session.current && (
        <Button size="small" className={styles.action} disabled={busy} onClick={() => onEnd(session.id)} aria-label={`Sign out ${browser}, ${address}`}>
          Sign out
        </Button>
      )}
    </li>
  );
}

export default function ActiveSessions() {
  const { query, sessions } = useActiveSessions();
  const calls = useSessionCalls();
  const [ending, setEnding] = useState<string | null>(null);
  const others = sessions.filter((s) => !s.current).length;

  const end = (id: string) => {
    setEnding(id);
    calls
      .endSession(id)
      .catch(() => undefined) // the notification provider shows the error
      .finally(() => setEnding(null));
  };

  let body;
  if (query.isLoading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (query.isError)
    body = (
      <Result
        status="warning"
        title={SESSIONS_FAILED}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      />
    );
  else
    body = (
      <ul className={styles.list} aria-label="Active sessions">
        {sessions.map((s) => (
          <SessionRow key={s.id} session={s} onEnd={end} busy={calls.pending && ending === s.id} />
        ))}
      </ul>
    );

  return (
    <Card title="Active sessions">
      {body}
      <Flex justify="end" className={styles.footer}>
        <Popconfirm
          title="Sign out all other sessions?"
          description="Every other browser signed in as you will have to sign in again."
          okText="Sign out"
          okButtonProps={{ danger: true }}
          onConfirm={() => calls.endOthers().catch(() => undefined)}
          disabled={others === 0}
        >
          <Button danger disabled={others === 0 || query.isLoading} loading={calls.pending && ending === null}>
            {SIGN_OUT_OTHERS}
          </Button>
        </Popconfirm>
      </Flex>
    </Card>
  );
}
