// What both floor apps show: 1,000 transactions made in the page (no request or demo backend is
// timed), their columns, and the dashboard.
import { Card, Col, Row as GridRow, Statistic, Table, Tag } from "antd";

export const STATUSES = ["completed", "pending", "failed"] as const;

export const ROWS = Array.from({ length: 1000 }, (_, i) => ({
  id: `txn_${String(i).padStart(6, "0")}`,
  date: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
  type: i % 2 ? "payment" : "refund",
  amount: ((i * 7919) % 100_000) / 100,
  status: STATUSES[i % 3],
  description: `Payment to merchant ${i % 97}`,
}));
export type Row = (typeof ROWS)[number];

/** The status filter's options, labelled as the console's (bench/tables.mjs picks "Completed", then "All Statuses"). */
export const STATUS_OPTIONS = [{ value: "", label: "All Statuses" }, ...STATUSES.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) }))];

export const METRICS = ["Total Volume", "Active Wallets", "Tokenized Cards", "Merchants"];

export const COLUMNS = [
  { title: "ID", dataIndex: "id" },
  { title: "Date", dataIndex: "date", render: (d: string) => new Date(d).toLocaleString() },
  { title: "Type", dataIndex: "type" },
  { title: "Amount", dataIndex: "amount", align: "right" as const, render: (a: number) => a.toFixed(2) },
  { title: "Status", dataIndex: "status", render: (s: string) => <Tag color={s === "completed" ? "green" : s === "failed" ? "red" : "gold"}>{s}</Tag> },
  { title: "Description", dataIndex: "description" },
];

/** Four statistics and the ten newest rows. */
export function Dashboard() {
  return (
    <>
      <GridRow gutter={[16, 16]}>
        {METRICS.map((title, i) => (
          <Col xs={24} sm={12} lg={6} key={title}>
            <Card>
              <Statistic title={title} value={1000 * (i + 1)} />
            </Card>
          </Col>
        ))}
      </GridRow>
      <Card title="Recent Transactions" style={{ marginTop: 16 }}>
        <Table<Row> dataSource={ROWS.slice(0, 10)} rowKey="id" pagination={false} columns={COLUMNS} />
      </Card>
    </>
  );
}
