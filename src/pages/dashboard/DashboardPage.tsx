// Dashboard (SPEC "Dashboard", DESIGN §1): header actions, alert banners, metric cards, recent
// transactions and the side column (wallet balance with Load/Withdraw/QR, API status, quick actions).
import { Button, Flex } from "antd";
import { CreditCardOutlined, DownloadOutlined, PlusOutlined } from "@ant-design/icons";
import { useList, type HttpError } from "@refinedev/core";
import { useNavigate } from "react-router";
import type { Transaction, Wallet } from "../../domain";
import { useMetrics } from "../../app/metrics";
import { GuardedButton } from "../../components/GuardedButton";
import { downloadCsv } from "../../lib/csv";
import { preloadFundsDialog, useFundsDialog } from "../../../resources/wallets/useFundsDialog";
import { preloadWalletQr, useWalletQr } from "../../../resources/wallets/useWalletQr";
import { AlertBanners } from "./AlertBanners";
import { MetricCards } from "./MetricCards";
import { RecentTransactions } from "./RecentTransactions";
import { ApiStatusCard, QuickActions, WalletBalanceCard } from "./SideCards";
import { dashboardCsv, exportFileName } from "./export";
import { RECENT_LIMIT } from "./reads";
import styles from "./Dashboard.module.css";

function preloadDialogs() {
  preloadFundsDialog();
  preloadWalletQr();
}

export default function DashboardPage() {
  const navigate = useNavigate();
  const metrics = useMetrics();
  const recent = useList<Transaction, HttpError>({
    resource: "transactions",
    pagination: { mode: "off" },
    meta: { query: { limit: RECENT_LIMIT } },
    errorNotification: false,
  });
  const wallets = useList<Wallet, HttpError>({
    resource: "wallets",
    pagination: { mode: "off" },
    meta: { query: {} },
    errorNotification: false,
  });
  const walletRows = wallets.result?.data ?? [];
  const recentRows = recent.result?.data ?? [];
  const metricsData = metrics.query.isSuccess ? metrics.result?.data : undefined;
  const funds = useFundsDialog(walletRows);
  const qr = useWalletQr();

  const exportData = () => downloadCsv(exportFileName("paydesk-dashboard"), dashboardCsv(metricsData, recentRows));

  return (
    <Flex vertical gap={16} className={styles.page}>
      <div className={styles.toolbar}>
        <GuardedButton resource="wallets" action="create" type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate("/wallets")}>
          Create Wallet
        </GuardedButton>
        <GuardedButton resource="tokens" action="list" icon={<CreditCardOutlined aria-hidden />} onClick={() => navigate("/tokens")}>
          Tokenize Card
        </GuardedButton>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={exportData} disabled={!metricsData && !recent.query.isSuccess}>
          Export Data
        </Button>
      </div>
      <AlertBanners />
      <MetricCards
        metrics={metricsData}
        loading={metrics.query.isLoading}
        failed={metrics.query.isError}
        onRetry={() => void metrics.query.refetch()}
      />
      <div className={styles.columns}>
        <RecentTransactions
          rows={recentRows}
          loading={recent.query.isLoading}
          failed={recent.query.isError}
          onRetry={() => void recent.query.refetch()}
        />
        <Flex vertical gap={16}>
          <WalletBalanceCard
            wallets={walletRows}
            loading={wallets.query.isLoading}
            failed={wallets.query.isError}
            onRetry={() => void wallets.query.refetch()}
            onFunds={(mode) => funds.open(mode)}
            onQr={() => walletRows[0] && qr.generate(walletRows[0].id)}
            onIntent={preloadDialogs}
            qrPending={Boolean(qr.pendingId)}
          />
          <ApiStatusCard />
          <QuickActions />
        </Flex>
      </div>
      {funds.element}
    </Flex>
  );
}
