// antd 5 alone (bench/floor.mjs): "/" a dashboard (a layout with a menu, four statistics, ten
// rows), "/transactions" a status Select filtering a paged table. No router, no Refine, no data
// requests; the first render in a transition, as the console's.
import { startTransition, useState } from "react";
import { createRoot } from "react-dom/client";
import { Card, Layout, Menu, Select, Table, Typography } from "antd";
import { COLUMNS, Dashboard, ROWS, STATUS_OPTIONS, type Row } from "../shared";

const MENU = ["Dashboard", "Wallets", "Token Vault", "Transactions", "Onboarding", "API Keys", "Developer", "Users"].map((label) => ({ key: label, label }));

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
