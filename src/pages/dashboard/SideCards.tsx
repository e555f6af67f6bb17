// SPEC "Dashboard" side column: wallet balance (Load/Withdraw/Generate QR), API status, quick actions.
import { memo, type ReactNode } from "react";
import { Alert, Badge, Button, Card, Flex, Skeleton, Typography } from "antd";
import { ApiOutlined, ArrowDownOutlined, ArrowUpOutlined, KeyOutlined, QrcodeOutlined, ShopOutlined, UploadOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";
import type { Wallet } from "../../domain";
import { GuardedButton } from "../../components/GuardedButton";
import { apiStatusColor, formatMoney, sumDecimals, titleCase } from "../../lib/format";
import styles from "./Dashboard.module.css";

interface BalanceProps {
  wallets: readonly Wallet[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onFunds: (mode: "load" | "withdraw") => void;
  onQr: () => void;
  /** The pointer is over, or focus is on, the funds or QR buttons: load what they open. */
  onIntent?: () => void;
  qrPending: boolean;
}

export const WalletBalanceCard = memo(function WalletBalanceCard({ wallets, loading, failed, onRetry, onFunds, onQr, onIntent, qrPending }: BalanceProps) {
  const total = sumDecimals(wallets.map((w) => w.balance));
  const noWallets = !loading && !failed && wallets.length === 0 ? "No wallets yet" : null;
  return (
    <Card title="Wallet Balance">
      <Flex vertical gap={16}>
        {failed ? (
          <Alert
            type="error"
            showIcon
            message="Failed to load wallets"
            action={
              <Button size="small" onClick={onRetry}>
                Retry
              </Button>
            }
          />
        ) : (
          <div>
            <Typography.Text type="secondary">Available Balance</Typography.Text>
            {loading ? (
              <Skeleton.Input active size="large" block aria-busy="true" />
            ) : (
              <div className={styles.balance} data-testid="available-balance">
                {formatMoney(total)}
              </div>
            )}
            {!loading && (
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                across {wallets.length} {wallets.length === 1 ? "wallet" : "wallets"}
              </Typography.Text>
            )}
          </div>
        )}
        <div className={styles.fundsButtons} onPointerEnter={onIntent} onFocus={onIntent}>
          <GuardedButton resource="wallets" action="load" type="primary" icon={<ArrowDownOutlined aria-hidden />} disabled={loading || failed} disabledReason={noWallets} onClick={() => onFunds("load")}>
            Load Funds
          </GuardedButton>
          <GuardedButton resource="wallets" action="withdraw" icon={<ArrowUpOutlined aria-hidden />} disabled={loading || failed} disabledReason={noWallets} onClick={() => onFunds("withdraw")}>
            Withdraw Funds
          </GuardedButton>
        </div>
        <div className={styles.fullWidth} onPointerEnter={onIntent} onFocus={onIntent}>
          <GuardedButton resource="wallets" action="qr" icon={<QrcodeOutlined aria-hidden />} disabled={loading || failed} disabledReason={noWallets} loading={qrPending} onClick={onQr}>
            Generate QR
          </GuardedButton>
        </div>
      </Flex>
    </Card>
  );
});

export const API_SERVICES = [
  { name: "Core", status: "operational" },
  { name: "Payments", status: "operational" },
  { name: "KYC Services", status: "degraded" },
  { name: "Tokenization", status: "operational" },
] as const;

const DOT: Record<ReturnType<typeof apiStatusColor>, string> = {
  green: "#52c41a",
  yellow: "#fadb14",
  red: "#f5222d",
  grey: "#8c8c8c",
};

export function ApiStatusCard() {
  return (
    <Card title="API Status">
      <ul className={styles.plainList}>
        {API_SERVICES.map((s) => {
          const colour = apiStatusColor(s.status);
          return (
            <li key={s.name} className={styles.statusRow} data-status-color={colour}>
              <span>{s.name}</span>
              <Badge color={DOT[colour]} text={titleCase(s.status)} />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

const QUICK_ACTIONS: ReadonlyArray<{ label: string; to: string; resource: string; icon: ReactNode }> = [
  { label: "Onboard Merchant", to: "/onboarding", resource: "merchants", icon: <ShopOutlined aria-hidden /> },
  { label: "Generate API Key", to: "/admin", resource: "admin", icon: <KeyOutlined aria-hidden /> },
  { label: "Upload KYC Documents", to: "/onboarding", resource: "merchants", icon: <UploadOutlined aria-hidden /> },
  { label: "Configure Webhooks", to: "/admin", resource: "admin", icon: <ApiOutlined aria-hidden /> },
];

export function QuickActions() {
  const navigate = useNavigate();
  return (
    <Card title="Quick Actions">
      <div className={styles.quickActions}>
        {QUICK_ACTIONS.map((a) => (
          <GuardedButton key={a.label} resource={a.resource} action="list" icon={a.icon} onClick={() => navigate(a.to)}>
            {a.label}
          </GuardedButton>
        ))}
      </div>
    </Card>
  );
}
