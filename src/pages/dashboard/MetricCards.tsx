// SPEC "Dashboard" metric cards: four values from GET /api/dashboard/metrics; the change % only when
// the response carries it (DESIGN §1). Four skeletons while loading, "Failed to load metrics" on failure.
import { memo, type ReactNode } from "react";
import { Alert, Button, Card, Flex, Skeleton, Statistic, Typography, theme } from "antd";
import { CheckCircleOutlined, CreditCardOutlined, DollarOutlined, WalletOutlined } from "@ant-design/icons";
import type { DashboardMetrics } from "../../domain";
import { formatPercentChange } from "../../lib/format";
import styles from "./Dashboard.module.css";

export interface MetricDef {
  key: "totalVolume" | "activeWallets" | "tokenizedCards" | "successRate";
  change: "totalVolumeChange" | "activeWalletsChange" | "tokenizedCardsChange" | "successRateChange";
  title: string;
  icon: ReactNode;
}

export const METRICS: readonly MetricDef[] = [
  { key: "totalVolume", change: "totalVolumeChange", title: "Total Volume", icon: <DollarOutlined /> },
  { key: "activeWallets", change: "activeWalletsChange", title: "Active Wallets", icon: <WalletOutlined /> },
  { key: "tokenizedCards", change: "tokenizedCardsChange", title: "Tokenized Cards", icon: <CreditCardOutlined /> },
  { key: "successRate", change: "successRateChange", title: "Success Rate", icon: <CheckCircleOutlined /> },
];

/** Colours with AA contrast on cards in both themes (antd's success/error text colours are too light). */
export function useToneColors() {
  const { token } = theme.useToken();
  return { up: token.green8, down: token.red7 };
}

function Change({ value }: { value: number | undefined }) {
  const tones = useToneColors();
  const text = formatPercentChange(value);
  if (text === null || value === undefined) return null;
  const color = value > 0 ? tones.up : value < 0 ? tones.down : undefined;
  return (
    <Typography.Text type={color ? undefined : "secondary"} style={{ color, fontSize: 13 }}>
      {text} <Typography.Text type="secondary" style={{ fontSize: 13 }}>vs previous 7 days</Typography.Text>
    </Typography.Text>
  );
}

interface Props {
  metrics: DashboardMetrics | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

export const MetricCards = memo(function MetricCards({ metrics, loading, failed, onRetry }: Props) {
  if (!loading && (failed || !metrics)) {
    return (
      <Alert
        type="error"
        showIcon
        message="Failed to load metrics"
        action={
          <Button size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.metrics}>
      {METRICS.map((m) => (
        <Card key={m.key} size="small" styles={{ body: { padding: 20 } }}>
          {loading || !metrics ? (
            <div data-testid="metric-skeleton" aria-busy="true">
              <Skeleton active title={false} paragraph={{ rows: 3 }} />
            </div>
          ) : (
            <Flex vertical gap={4}>
              <Statistic
                title={
                  <Flex justify="space-between" align="center">
                    <span>{m.title}</span>
                    <span aria-hidden="true">{m.icon}</span>
                  </Flex>
                }
                value={metrics[m.key]}
              />
              <Change value={metrics[m.change]} />
            </Flex>
          )}
        </Card>
      ))}
    </div>
  );
});
