// The bell's list, loaded on the bell's first opening (its own chunk). Its reads run when it opens:
// the unread sign-in alerts (extension `sessions`), the approval requests (extension `approvals`) and
// the merchants (SPEC: pending KYC), for the roles that can act on them. Each item links to where to
// act; an alert also has "Mark as read", the one way it leaves the bell.
import { useEffect, useMemo } from "react";
import { Button, Flex, Result, Skeleton, Tag, Typography } from "antd";
import { CheckOutlined } from "@ant-design/icons";
import { Link } from "react-router";
import { useList, type HttpError } from "@refinedev/core";
import type { Merchant } from "../../domain";
import { useCurrentUser } from "../../../providers/useCurrentUser";
import { hasRole } from "../../../providers/roles";
import { useApprovalRequests } from "../../components/approvals/useApprovalRequests";
import { useSessionCalls, useSignInAlerts } from "../../components/sessions/useSessions";
import { useDeclarations } from "../../components/resource/Declarations";
import { recordPath } from "../../components/resource/schema";
import { BELL_GROUPS, bellItems, newestAt, type BellGroup } from "./items";
import styles from "./Bell.module.css";

export const ALL_CAUGHT_UP = "You're all caught up.";

export interface BellPanelProps {
  /** What the person had seen before this opening: newer items are marked New. */
  seenBefore: string | null;
  /** The newest time in the list once loaded (the bell then counts it as seen). */
  onLoaded: (newest: string | null) => void;
  onNavigate: () => void;
}

export default function BellPanel({ seenBefore, onLoaded, onNavigate }: BellPanelProps) {
  const me = useCurrentUser();
  const declarations = useDeclarations();
  const operator = hasRole(me?.role, "operator");
  const approvals = useApprovalRequests({ enabled: operator, refetchOnMount: "always" });
  const merchants = useList<Merchant, HttpError>({
    resource: "merchants",
    pagination: { mode: "off" },
    queryOptions: { enabled: operator, refetchOnMount: "always" },
  });
  const alerts = useSignInAlerts();
  const calls = useSessionCalls();
  const loading = (approvals.on && operator && approvals.query.isFetching) || (operator && merchants.query.isFetching) || (alerts.on && alerts.query.isLoading);
  const failed = approvals.query.isError || merchants.query.isError || alerts.query.isError;
  const items = useMemo(() => {
    const path = (resource: string, id: string) => {
      const d = declarations.find((x) => x.name === resource);
      return d ? recordPath(d, id) : "/";
    };
    return bellItems({ id: me?.id, role: me?.role }, approvals.requests, operator ? (merchants.result?.data ?? []) : [], path, Date.now(), alerts.alerts);
  }, [approvals.requests, merchants.result?.data, declarations, me?.id, me?.role, operator, alerts.alerts]);
  const newest = newestAt(items);
  useEffect(() => {
    if (!loading && !failed) onLoaded(newest);
  }, [loading, failed, newest, onLoaded]);

  if (loading && items.length === 0) return <Skeleton active paragraph={{ rows: 3 }} className={styles.panel} />;
  if (failed) return <Result status="warning" title="Could not load notifications" className={styles.panel} />;
  if (items.length === 0) return <Typography.Text className={styles.panel}>{ALL_CAUGHT_UP}</Typography.Text>;
  const groups = (Object.keys(BELL_GROUPS) as BellGroup[]).filter((g) => items.some((i) => i.group === g));
  return (
    <div className={styles.panel}>
      {groups.map((group) => (
        <section key={group} aria-label={BELL_GROUPS[group]} className={styles.group}>
          <Typography.Text strong className={styles.groupTitle}>
            {BELL_GROUPS[group]}
          </Typography.Text>
          <ul className={styles.list}>
            {items
              .filter((i) => i.group === group)
              .map((item) => (
                <li key={item.key} className={item.alertId ? styles.withAction : undefined}>
                  <Link to={item.to} onClick={onNavigate} className={styles.item}>
                    <Flex justify="space-between" gap={8} align="start">
                      <span className={styles.itemTitle}>{item.title}</span>
                      {item.at && (!seenBefore || item.at > seenBefore) && <Tag color="red" className={styles.newTag}>New</Tag>}
                    </Flex>
                    <Typography.Text type="secondary" className={styles.itemDetail}>
                      {item.detail}
                    </Typography.Text>
                  </Link>
                  {item.alertId && (
                    <Button
                      size="small"
                      type="text"
                      icon={<CheckOutlined />}
                      aria-label={`Mark as read: ${item.title}`}
                      title="Mark as read"
                      disabled={calls.pending}
                      onClick={() => void calls.markRead(item.alertId!).catch(() => undefined)}
                      className={styles.read}
                    />
                  )}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
