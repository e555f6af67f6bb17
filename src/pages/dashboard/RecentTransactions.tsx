// SPEC "Dashboard" Recent Transactions (limit=10): type icon and colour, description or type, id,
// signed amount or the status, relative time. Five skeleton rows while loading; empty state.
import { memo, useEffect, useState, type ReactNode } from "react";
import { Alert, Avatar, Button, Card, Empty, Flex, Skeleton, Typography, theme } from "antd";
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CreditCardOutlined,
  SafetyCertificateOutlined,
  SwapOutlined,
  WalletOutlined,
} from "@ant-design/icons";
import { Link } from "react-router";
import type { Transaction } from "../../domain";
import { StatusBadge } from "../../components/StatusBadge";
import { formatDate, formatRelativeTime, formatSignedAmount, amountSign, safeText, truncate, typeColor, typeLabel } from "../../lib/format";
import { useToneColors } from "./MetricCards";
import styles from "./Dashboard.module.css";

const TYPE_ICONS: Record<string, ReactNode> = {
  payment: <CreditCardOutlined />,
  withdrawal: <ArrowUpOutlined />,
  load_funds: <ArrowDownOutlined />,
  tokenization: <SafetyCertificateOutlined />,
  wallet_creation: <WalletOutlined />,
};

function TypeIcon({ type }: { type: string }) {
  const { token } = theme.useToken();
  const name = typeColor(type);
  const palette = token as unknown as Record<string, string>;
  const fg = name === "default" ? token.colorTextSecondary : palette[`${name}7`];
  const bg = name === "default" ? token.colorFillSecondary : palette[`${name}1`];
  return (
    <Avatar
      shape="square"
      size={36}
      icon={TYPE_ICONS[type] ?? <SwapOutlined />}
      style={{ color: fg, background: bg, flex: "none" }}
      aria-hidden="true"
      data-type-color={name}
    />
  );
}

/** Re-renders every minute so "Just now" and "{n} mins ago" stay true. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

function Row({ tx, now }: { tx: Transaction; now: number }) {
  const tones = useToneColors();
  const sign = amountSign(tx.type);
  const amount = tx.amount == null || String(tx.amount).trim() === "" ? null : formatSignedAmount(tx.type, tx.amount);
  // The description, or the type when there is none (or what came is not text).
  const description = safeText(tx.description).trim() ? safeText(tx.description) : "";
  const title = description || typeLabel(tx.type);
  return (
    <li className={styles.txRow}>
      <TypeIcon type={tx.type} />
      <div className={styles.txMain}>
        <Typography.Text strong title={title} className={`pd-truncate ${description ? "" : styles.capitalize}`}>
          {title}
        </Typography.Text>
        <Typography.Text type="secondary" className="pd-mono" style={{ fontSize: 12 }} title={tx.id}>
          {truncate(tx.id, 8)}
        </Typography.Text>
      </div>
      <div className={styles.txEnd}>
        {amount && amount !== "N/A" ? (
          <Typography.Text strong style={{ color: sign === "+" ? tones.up : sign === "-" ? tones.down : undefined }}>
            {amount}
          </Typography.Text>
        ) : (
          <StatusBadge status={tx.status} />
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }} title={formatDate(tx.createdAt)}>
          {formatRelativeTime(tx.createdAt, now)}
        </Typography.Text>
      </div>
    </li>
  );
}

interface Props {
  rows: readonly Transaction[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

export const RecentTransactions = memo(function RecentTransactions({ rows, loading, failed, onRetry }: Props) {
  const now = useNow();
  let body: ReactNode;
  if (loading) {
    body = (
      <Flex vertical gap={16} aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} data-testid="recent-skeleton">
            <Skeleton active avatar={{ shape: "square", size: 36 }} title={{ width: "50%" }} paragraph={{ rows: 1, width: "30%" }} />
          </div>
        ))}
      </Flex>
    );
  } else if (failed) {
    body = (
      <Alert
        type="error"
        showIcon
        message="Failed to load transactions"
        action={
          <Button size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    );
  } else if (!rows.length) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No transactions found" />;
  } else {
    body = (
      <ul className={styles.txList} aria-label="Recent transactions">
        {rows.map((tx) => (
          <Row key={tx.id} tx={tx} now={now} />
        ))}
      </ul>
    );
  }
  return (
    <Card
      title="Recent Transactions"
      extra={
        <Link to="/transactions" className={styles.viewAll}>
          View All
        </Link>
      }
    >
      {body}
    </Card>
  );
});
