// antd 5 alone (bench/floor.mjs): "/" a dashboard (a layout with a menu, four statistics, ten
// rows), "/transactions" a status Select filtering a paged table. No router, no Refine, no data
// requests; the first render in a transition, as the console's.
import { startTransition, useState } from "react";
import { createRoot } from "react-dom/client";
import { Card, Col, Layout, Menu, Row as GridRow, Select, Statistic, Table, Tag, Typography } from "antd";
import { METRICS, ROWS, STATUS_OPTIONS, type Row } from "../rows";

const COLUMNS = [
  { title: "ID", dataIndex: "id" },
  { title: "Date", dataIndex: "date", render: (d: string) => new Date(d).toLocaleString() },
  { title: "Type", dataIndex: "type" },
  { title: "Amount", dataIndex: "amount", align: "right" as const, render: (a: number) => a.toFixed(2) },
  { title: "Status", dataIndex: "status", render: (s: string) => <Tag color={s === "completed" ? "green" : s === "failed" ? "red" : "gold"}>{s}</Tag> },
  { title: "Description", dataIndex: "description" },
];
const MENU = ["Dashboard", "Wallets", "Token Vault", "Transactions", "Onboarding", "API Keys", "Developer", "Users"].map((label) => ({ key: label, label }));

function Dashboard() {
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

function Transactions() {
  const [status, setStatus] = useState("");
  return (
    <Card title="Transactions">
      <Select aria-label="Status" style={{ width: 180, marginBottom: 16 }} value={status} onChange={setStatus} options={STATUS_OPTIONS} />
      <Table<Row> dataSource={ROWS.filter((r) => !status || r.status === status)} rowKey="id" pagination={{ pageSize: 10 }} columns={COLUMNS} />
    </Card>
  );
}

function App() {
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <Layout.Sider breakpoint="lg" collapsedWidth={0}>
        <Menu theme="dark" items={MENU} selectedKeys={[location.pathname === "/transactions" ? "Transactions" : "Dashboard"]} />
      </Layout.Sider>
      <Layout.Content style={{ padding: 24 }}>
        <Typography.Title level={1}>PayDesk floor</Typography.Title>
        {location.pathname === "/transactions" ? <Transactions /> : <Dashboard />}
      </Layout.Content>
    </Layout>
  );
}

const root = createRoot(document.getElementById("root")!);
startTransition(() => root.render(<App />));
