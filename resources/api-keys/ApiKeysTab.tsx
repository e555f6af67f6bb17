// Admin Portal → API Keys (SPEC "Admin Portal", §4, §5, §8): create dialog and the keys table
// with masked/revealable values, merchant names, an active switch and delete.
// Key values are secrets: revealed per row in local state only, never logged or stored.
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { App, Button, Card, Flex, Grid, List, Switch, Tooltip, Typography } from "antd";
import { EyeInvisibleOutlined, EyeOutlined } from "@ant-design/icons";
import { useDataProvider, useList, useUpdate, type HttpError } from "@refinedev/core";
import { hasExtension } from "../../providers/extensions";
import type { ApiKey, Merchant } from "../../src/domain";
import type { ListColumn } from "../types";
import { CopyButton } from "../../src/components/CopyButton";
import { useCanWrite } from "../../src/components/GuardedButton";
import { CreateAction } from "../../src/components/resource/CreateAction";
import { RowActions } from "../../src/components/resource/RowActions";
import { StatusBadge } from "../../src/components/StatusBadge";
import { ListToolbar, ResourceTable } from "../../src/components/list/ResourceList";
import { ListError } from "../../src/components/list/ListError";
import { useResourceList } from "../../src/components/list/useResourceList";
import { formatDate, maskApiKey, shortId } from "../../src/lib/format";
import { apiKeys as apiKeysDeclaration } from "./index";


export interface MerchantLookup {
  status: "loading" | "ready" | "error";
  names: ReadonlyMap<string, string>;
}
const MerchantContext = createContext<MerchantLookup>({ status: "loading", names: new Map() });

/**
 * "Global" when the key has no merchant; the merchant's name; "Unknown" when GET /api/merchants
 * does not list it. null while the merchants are loading or could not be loaded.
 */
export function merchantLabel(merchantId: string | null | undefined, lookup: MerchantLookup): string | null {
  if (!merchantId || !merchantId.trim()) return "Global";
  if (lookup.status !== "ready") return null;
  return lookup.names.get(merchantId) ?? "Unknown";
}

function MerchantCell({ record }: { record: ApiKey }) {
  const lookup = useContext(MerchantContext);
  const label = merchantLabel(record.merchantId, lookup);
  if (label !== null) return <>{label}</>;
  if (lookup.status === "loading") return <Typography.Text type="secondary" aria-label="Loading merchant">…</Typography.Text>;
  // The merchant list failed: show the id rather than claim the merchant is unknown.
  return (
    <Typography.Text type="secondary" className="pd-mono" title="Merchant names could not be loaded">
      {shortId(record.merchantId, 8)}
    </Typography.Text>
  );
}

/**
 * With the `secrets` extension the list holds masked values: Reveal and Copy ask the server for this
 * one key (GET /api/api-keys/{id}/secret, recorded in the audit trail), and the value is kept only in
 * this cell's state while shown — never in a query cache, storage or a log. Without it, the list's value.
 */
function useKeyValue(record: ApiKey): { fetch: (purpose: "reveal" | "copy") => Promise<string> } {
  const dataProvider = useDataProvider();
  return {
    fetch: async (purpose) => {
      if (!hasExtension("secrets")) return record.keyValue;
      const custom = dataProvider().custom;
      if (!custom) throw new Error("The data provider cannot ask for a key.");
      const { data } = await custom<{ keyValue: string }>({
        url: "",
        method: "get",
        query: purpose === "copy" ? { purpose } : undefined,
        meta: { resource: "api-keys", action: "secret", id: record.id },
      });
      if (typeof data?.keyValue !== "string") throw new Error("The server did not send the key.");
      return data.keyValue;
    },
  };
}

function KeyValueCell({ record, wrap = false }: { record: ApiKey; wrap?: boolean }) {
  const { notification } = App.useApp();
  const [shown, setShown] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const { fetch } = useKeyValue(record);
  const revealed = shown !== null;
  const label = revealed ? `Hide key ${record.name}` : `Reveal key ${record.name}`;
  const toggle = async () => {
    if (revealed) return setShown(null);
    if (loading) return;
    setLoading(true);
    try {
      setShown(await fetch("reveal"));
    } catch (error) {
      const message = (error as { message?: unknown } | null)?.message;
      notification.error({ message: "Error", description: typeof message === "string" ? message : "Could not reveal the key.", role: "alert" });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Flex align="center" gap={4} wrap={false}>
      <span className="pd-mono" style={wrap ? { overflowWrap: "anywhere", minWidth: 0 } : { whiteSpace: "nowrap" }}>
        {shown ?? maskApiKey(record.keyValue)}
      </span>
      <Tooltip title={revealed ? "Hide" : "Reveal"}>
        <Button
          type="text"
          size="small"
          icon={revealed ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          aria-label={label}
          aria-pressed={revealed}
          loading={loading}
          onClick={() => void toggle()}
        />
      </Tooltip>
      <CopyButton text={hasExtension("secrets") ? () => fetch("copy") : record.keyValue} label={`Copy key ${record.name}`} />
    </Flex>
  );
}

function StatusCell({ record }: { record: ApiKey }) {
  const { mutate, mutation } = useUpdate<ApiKey, HttpError, { isActive: boolean }>();
  const { can, reason } = useCanWrite("api-keys", "edit");
  const toggle = () => {
    if (mutation.isPending) return;
    mutate({
      resource: "api-keys",
      id: record.id,
      values: { isActive: !record.isActive },
      successNotification: () => ({ message: "API key updated successfully", type: "success" }),
    });
  };
  const control = (
    <Switch
      size="small"
      checked={record.isActive}
      loading={mutation.isPending}
      disabled={!can}
      aria-label={`Active: ${record.name}`}
      onChange={toggle}
    />
  );
  return (
    <Flex align="center" gap={8} wrap={false}>
      <StatusBadge status={record.isActive ? "active" : "inactive"} />
      {can ? control : <Tooltip title={reason}>{control}</Tooltip>}
    </Flex>
  );
}

const CELLS: Record<string, (r: ApiKey) => ReactNode> = {
  keyValue: (r) => <KeyValueCell record={r} />,
  merchantId: (r) => <MerchantCell record={r} />,
  isActive: (r) => <StatusCell record={r} />,
};

const COLUMNS: ReadonlyArray<ListColumn<ApiKey>> = (apiKeysDeclaration.list?.columns ?? []).map((c) => {
  const column = typeof c === "string" ? { key: c } : c;
  return CELLS[column.key] ? { ...column, render: CELLS[column.key] } : column;
});
const LIST_OPTIONS = { config: { columns: COLUMNS } };

/** Small screens: one column, each key as a compact block (no sideways scrolling). */
function CompactKey({ record }: { record: ApiKey }) {
  return (
    <Flex vertical gap={6} style={{ minWidth: 0 }}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong>{record.name}</Typography.Text>
        <RowActions declaration={apiKeysDeclaration} record={record} />
      </Flex>
      <KeyValueCell record={record} wrap />
      <Flex gap={8} align="center" wrap>
        <MerchantCell record={record} />
        <StatusBadge status={record.environment} />
      </Flex>
      <StatusCell record={record} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Created {formatDate(record.createdAt)} · Last used {record.lastUsed ? formatDate(record.lastUsed) : "Never"}
      </Typography.Text>
    </Flex>
  );
}

function CompactList({ list }: { list: ReturnType<typeof useResourceList<ApiKey>> }) {
  if (list.query.isError) {
    return <ListError label={apiKeysDeclaration.label} message={list.query.error?.message} onRetry={() => list.query.refetch()} />;
  }
  return (
    <List<ApiKey>
      rowKey="id"
      loading={list.query.isLoading}
      dataSource={list.filtered}
      locale={{ emptyText: list.query.isLoading ? " " : list.emptyText }}
      pagination={list.filtered.length > 10 ? { pageSize: 10, size: "small" } : false}
      renderItem={(r) => (
        <List.Item key={r.id} style={{ display: "block" }}>
          <CompactKey record={r} />
        </List.Item>
      )}
    />
  );
}

export default function ApiKeysTab() {
  const compact = Grid.useBreakpoint().md === false;
  const list = useResourceList<ApiKey>(apiKeysDeclaration, LIST_OPTIONS);
  const merchants = useList<Merchant, HttpError>({ resource: "merchants", pagination: { mode: "off" } });
  const merchantRows = useMemo(() => merchants.result?.data ?? [], [merchants.result?.data]);
  const lookup = useMemo<MerchantLookup>(
    () => ({
      status: merchants.query.isSuccess ? "ready" : merchants.query.isError ? "error" : "loading",
      names: new Map(merchantRows.map((m) => [m.id, m.legalName])),
    }),
    [merchants.query.isSuccess, merchants.query.isError, merchantRows],
  );

  return (
    <MerchantContext.Provider value={lookup}>
      <Card title="API Keys" extra={<CreateAction declaration={apiKeysDeclaration} />}>
        <Flex vertical gap={16}>
          <ListToolbar list={list} columns={!compact} />
          {compact ? <CompactList list={list} /> : <ResourceTable list={list} />}
        </Flex>
      </Card>
    </MerchantContext.Provider>
  );
}
