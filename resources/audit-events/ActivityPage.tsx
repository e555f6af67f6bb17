// /activity (extension `audit`): every recorded event — When, Who, Action, Record, Details — with
// filters by person, resource and action, a date range and search (all in the URL, like every list),
// and CSV export of what is shown. The generic list does the work; this screen adds the cells, the
// options that come from the data (people) and the app (resources), the date range and the export.
import { useMemo, type ReactNode } from "react";
import { Button, Card, Flex, Input } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import type { Declaration, ListColumn, ViewProps } from "../types";
import { ActionCell, DetailsCell, RecordCell, WhenCell, WhoCell } from "../../src/components/audit/EventCells";
import { ExportProgress, useCsvExport } from "../../src/components/list/CsvExport";
import { ListToolbar, ResourceTable } from "../../src/components/list/ResourceList";
import { useResourceList, type ListState } from "../../src/components/list/useResourceList";
import { useUrlParam } from "../../src/components/list/useUrlState";
import { useDeclarations } from "../../src/components/resource/Declarations";
import { AUDIT_CSV_COLUMNS, dateRangePredicate, type AuditEventRecord } from "../../src/lib/audit";
import { downloadCsv } from "../../src/lib/csv";

const CELLS: Record<string, (e: AuditEventRecord) => ReactNode> = {
  at: (e) => <WhenCell event={e} />,
  actorName: (e) => <WhoCell event={e} />,
  action: (e) => <ActionCell event={e} />,
  recordId: (e) => <RecordCell event={e} />,
  details: (e) => <DetailsCell event={e} />,
};

/** The declared columns, drawn by the cells above. */
function columnsOf(declaration: Declaration<AuditEventRecord>): ReadonlyArray<ListColumn<AuditEventRecord>> {
  return (declaration.list?.columns ?? []).map((c) => {
    const column = typeof c === "string" ? { key: c } : c;
    return { ...column, render: CELLS[column.key], link: false };
  });
}

/** "paydesk-activity-2026-11-25.csv" (local date). */
function fileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `paydesk-activity-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

function DateField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <Flex align="center" gap={6}>
      <label htmlFor={id}>{label}</label>
      <Input id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} style={{ width: 160 }} />
    </Flex>
  );
}

export default function ActivityPage({ declaration }: ViewProps<AuditEventRecord>) {
  const [from, setFrom] = useUrlParam("from");
  const [to, setTo] = useUrlParam("to");
  const predicate = useMemo(() => dateRangePredicate(from, to), [from, to]);
  const columns = useMemo(() => columnsOf(declaration), [declaration]);
  const options = useMemo(() => ({ config: { columns }, predicate }), [columns, predicate]);
  const list = useResourceList<AuditEventRecord>(declaration, options);

  // The person filter offers the people in the trail; the resource filter, the app's resources.
  const declarations = useDeclarations();
  const { rows } = list;
  const people = useMemo(() => {
    const byEmail = new Map<string, string>();
    for (const e of rows) if (!byEmail.has(e.actorEmail)) byEmail.set(e.actorEmail, `${e.actorName || e.actorEmail} (${e.actorEmail})`);
    return [...byEmail].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [rows]);
  const resourceOptions = useMemo(
    () => declarations.filter((d) => d.api?.list && d.name !== declaration.name).map((d) => ({ value: d.name, label: d.label })),
    [declarations, declaration.name],
  );
  const toolbarList: ListState<AuditEventRecord> = {
    ...list,
    filters: list.filters.map((f) =>
      f.def.key === "actorEmail" ? { ...f, def: { ...f.def, options: people } } : f.def.key === "resource" ? { ...f, def: { ...f.def, options: resourceOptions } } : f,
    ),
  };

  const csvExport = useCsvExport<AuditEventRecord>(AUDIT_CSV_COLUMNS);
  const exportCsv = async () => {
    const csv = await csvExport.run(list.filtered);
    if (csv) downloadCsv(fileName(), csv);
  };

  return (
    <Card title="Activity">
      <Flex vertical gap={16}>
        <ListToolbar
          list={toolbarList}
          extra={
            <>
              <Flex gap={8} wrap="wrap" role="group" aria-label="Date range">
                <DateField id="activity-from" label="From" value={from} onChange={setFrom} />
                <DateField id="activity-to" label="To" value={to} onChange={setTo} />
              </Flex>
              <Button
                icon={<DownloadOutlined aria-hidden />}
                onClick={() => void exportCsv()}
                loading={csvExport.running}
                disabled={list.query.isLoading || list.query.isError}
              >
                Export CSV
              </Button>
            </>
          }
        />
        {csvExport.running && <ExportProgress of={csvExport} />}
        <ResourceTable list={list} actions={false} />
      </Flex>
    </Card>
  );
}
