// Dashboard (SPEC "Dashboard", DESIGN §1): header actions, alert banners, metric cards, recent
// transactions and the side column (wallet balance with Load/Withdraw/QR, API status, quick actions).
import { Button, Flex } from "antd";
import { CreditCardOutlined, DownloadOutlined, PlusOutlined } from "@ant-design/icons";
import { useCallback, useDeferredValue, useMemo } from "react";
import { useList, type HttpError } from "@refinedev/core";
import { useNavigate } from "react-router";
import type { Transaction, Wallet } from "../../domain";
import { useMetrics } from "../../../providers/metrics";
import { GuardedButton } from "../../components/GuardedButton";
import { downloadCsv } from "../../lib/csv";
import { preloadActionDialog, useActionDialog } from "../../components/resource/useActionDialog";
import { wallets as walletsDeclaration } from "../../../resources/wallets";
import { preloadWalletQr, useWalletQr } from "../../../resources/wallets/useWalletQr";
import { AlertBanners } from "./AlertBanners";
import { MetricCards } from "./MetricCards";
import { RecentTransactions } from "./RecentTransactions";
import { ApiStatusCard, QuickActions, WalletBalanceCard } from "./SideCards";
import { dashboardCsv, exportFileName } from "./export";
import { RECENT_LIMIT } from "./reads";
import styles from "./Dashboard.module.css";

const NONE: never[] = [];

/**
 * A section's data and state, deferred. react-query hands results over through an external store,
 * which React renders synchronously: a cold load's answers blocked the main thread for the whole
 * re-render of the three sections. Deferred, that render is a transition (interruptible, in small
 * slices); until then the memoised sections keep their previous props and do not render.
 */
function useDeferredSection<T>(data: T, loading: boolean, failed: boolean) {
  return useDeferredValue(useMemo(() => ({ data, loading, failed }), [data, loading, failed]));
}

function preloadDialogs() {
  preloadActionDialog();
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
  const walletRows = wallets.result?.data ?? NONE;
  const recentRows = recent.result?.data ?? NONE;
  const metricsData = metrics.query.isSuccess ? metrics.result?.data : undefined;
  const funds = useActionDialog(walletsDeclaration);
  const qr = useWalletQr();

  const metricsView = useDeferredSection(metricsData, metrics.query.isLoading, metrics.query.isError);
  const recentView = useDeferredSection(recentRows, recent.query.isLoading, recent.query.isError);
  const walletView = useDeferredSection(walletRows, wallets.query.isLoading, wallets.query.isError);
  const { refetch: refetchMetrics } = metrics.query;
  const { refetch: refetchRecent } = recent.query;
  const { refetch: refetchWallets } = wallets.query;
  const retryMetrics = useCallback(() => void refetchMetrics(), [refetchMetrics]);
  const retryRecent = useCallback(() => void refetchRecent(), [refetchRecent]);
  const retryWallets = useCallback(() => void refetchWallets(), [refetchWallets]);
  const { generate } = qr;
  const firstWallet = walletView.data[0]?.id;
  const showQr = useCallback(() => firstWallet && generate(firstWallet), [firstWallet, generate]);

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
      <MetricCards metrics={metricsView.data} loading={metricsView.loading} failed={metricsView.failed} onRetry={retryMetrics} />
      <div className={styles.columns}>
        <RecentTransactions rows={recentView.data} loading={recentView.loading} failed={recentView.failed} onRetry={retryRecent} />
        <Flex vertical gap={16}>
          <WalletBalanceCard
            wallets={walletView.data}
            loading={walletView.loading}
            failed={walletView.failed}
            onRetry={retryWallets}
            onFunds={funds.open}
            onQr={showQr}
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
