// Refine 5 + antd 5 + React Router 7 (bench/floor.mjs): Refine's ThemedLayout with its sider, "/" a
// dashboard (four statistics, ten rows), "/transactions" a list through useTable (server-style
// paging, a status Select as a filter) over an in-memory data provider that answers at once, and
// "/transactions-50k" the whole list of 50,000 read as SPEC §7 has it (one static JSON file, paged
// in the browser). No demo backend, no app code; the first render in a transition, as the console's.
import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { Refine, type CrudFilter, type DataProvider } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { List, ThemedLayout, useNotificationProvider, useTable } from "@refinedev/antd";
import { BrowserRouter, Outlet, Route, Routes } from "react-router";
import { App as AntdApp, ConfigProvider, Select, Table, Tag } from "antd";
import { COLUMNS, Dashboard, ROWS, STATUS_OPTIONS, type Row } from "../shared";

const valueOf = (filters: CrudFilter[] | undefined, field: string) => filters?.find((f) => "field" in f && f.field === field)?.value as string | undefined;
const one = async () => ({ data: ROWS[0] as never });
const dataProvider: DataProvider = {
  getApiUrl: () => "",
  getList: async ({ resource, pagination, filters }) => {
    if (resource === "transactions50k") {
      const all = await (await fetch("/transactions-50k.json")).json();
      return { data: all, total: all.length };
    }
    const status = valueOf(filters, "status");
    const hits = ROWS.filter((r) => !status || r.status === status);
    const size = pagination?.pageSize ?? 10;
    const start = ((pagination?.currentPage ?? 1) - 1) * size;
    return { data: hits.slice(start, start + size) as never[], total: hits.length };
  },
  getOne: one,
  create: one,
  update: one,
  deleteOne: one,
};

function Transactions() {
  const { tableProps, setFilters } = useTable<Row>({ syncWithLocation: true, pagination: { mode: "server", pageSize: 10 } });
  return (
    <List title="Transactions">
      <Select
        aria-label="Status"
        style={{ width: 180, marginBottom: 16 }}
        defaultValue=""
        options={STATUS_OPTIONS}
        onChange={(value: string) => setFilters([{ field: "status", operator: "eq", value: value || undefined }], "replace")}
      />
      <Table<Row> {...tableProps} rowKey="id" columns={COLUMNS} />
    </List>
  );
}

const WHOLE_LIST_COLUMNS = [
  { title: "ID", dataIndex: "id" },
  { title: "Date", dataIndex: "createdAt", render: (d: string) => new Date(d).toLocaleString() },
  { title: "Type", dataIndex: "type" },
  { title: "Amount", dataIndex: "amount", align: "right" as const },
  { title: "Status", dataIndex: "status", render: (s: string) => <Tag>{s}</Tag> },
  { title: "Description", dataIndex: "description" },
];

function WholeList() {
  const { tableProps } = useTable({ resource: "transactions50k", syncWithLocation: true, pagination: { mode: "client", pageSize: 10 } });
  return (
    <List title="Transactions 50k">
      <Table {...tableProps} rowKey="id" columns={WHOLE_LIST_COLUMNS} />
    </List>
  );
}

function App() {
  return (
    <BrowserRouter>
      <ConfigProvider>
        <AntdApp>
          <Refine
            dataProvider={dataProvider}
            routerProvider={routerProvider}
            notificationProvider={useNotificationProvider}
            resources={[
              { name: "dashboard", list: "/" },
              { name: "transactions", list: "/transactions" },
              { name: "transactions50k", list: "/transactions-50k", meta: { label: "Transactions 50k" } },
            ]}
            options={{ disableTelemetry: true }}
          >
            <Routes>
              <Route
                element={
                  <ThemedLayout>
                    <Outlet />
                  </ThemedLayout>
                }
              >
                <Route index element={<Dashboard />} />
                <Route path="/transactions" element={<Transactions />} />
                <Route path="/transactions-50k" element={<WholeList />} />
              </Route>
            </Routes>
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}

const root = createRoot(document.getElementById("root")!);
startTransition(() => root.render(<App />));
