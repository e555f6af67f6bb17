// Export of a server-mode list (extension `paging`): every page of the current search, filters and
// sort, fetched EXPORT_CHUNK rows at a time, with progress on screen and a Cancel button. The rows
// are the ones client mode would have exported for the same URL, in the same order.
import { useCallback, useRef, useState } from "react";
import { Button, Flex, Progress, Typography } from "antd";
import { useDataProvider, useNotification, type BaseRecord } from "@refinedev/core";
import type { ServerCall } from "./useResourceList";

/** Rows per request while exporting. */
export const EXPORT_CHUNK = 1000;

export interface ExportProgressState {
  done: number;
  /** Null until the first page has told the total. */
  total: number | null;
}

/** One page of an export: its rows, and the total the server counted for the whole list. */
export interface ExportPage<T> {
  data: readonly T[];
  total: number;
}

/**
 * Fetches page after page (1, 2, …) until a short page or the total, and returns the rows in order.
 * Pages are offsets, so a row written meanwhile shifts the next page and repeats a row at its start:
 * a row whose id was seen already is left out (a payments export must not count a transaction twice).
 */
export async function collectPages<T extends BaseRecord>(
  fetchPage: (page: number) => Promise<ExportPage<T>>,
  onProgress: (done: number, total: number) => void,
  isCancelled: () => boolean,
): Promise<T[] | null> {
  const rows: T[] = [];
  const seen = new Set<unknown>();
  for (let page = 1; ; page++) {
    const res = await fetchPage(page);
    if (isCancelled()) return null;
    for (const row of res.data) {
      if (row.id !== undefined && row.id !== null) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
      }
      rows.push(row);
    }
    onProgress(rows.length, res.total);
    if (res.data.length < EXPORT_CHUNK || rows.length >= res.total) return rows;
  }
}

/**
 * `run(call)` fetches every page of `call` and resolves to the rows, or to null when cancelled
 * (`cancel()`) or failed (the error is shown as a toast). `progress` is null when no export runs.
 */
export function useServerExport<T extends BaseRecord>() {
  const dataProvider = useDataProvider();
  const { open } = useNotification();
  const [progress, setProgress] = useState<ExportProgressState | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = useCallback(
    async (call: ServerCall): Promise<T[] | null> => {
      abort.current?.abort();
      const ctl = new AbortController();
      abort.current = ctl;
      setProgress({ done: 0, total: null });
      try {
        return await collectPages<T>(
          (page) =>
            dataProvider().getList<T>({
              resource: call.resource,
              pagination: { mode: "server", currentPage: page, pageSize: EXPORT_CHUNK },
              sorters: call.sorters,
              filters: call.filters,
              meta: { query: call.query, signal: ctl.signal },
            }),
          (done, total) => setProgress({ done, total }),
          () => ctl.signal.aborted,
        );
      } catch (error) {
        if (!ctl.signal.aborted) open?.({ type: "error", message: "Error", description: (error as Error)?.message ?? "Export failed" });
        return null;
      } finally {
        if (abort.current === ctl) {
          abort.current = null;
          setProgress(null);
        }
      }
    },
    [dataProvider, open],
  );
  const cancel = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    setProgress(null);
  }, []);
  return { run, cancel, progress };
}

const count = (n: number) => n.toLocaleString("en-US");

/** "Exporting… 3,000 of 12,345" with a bar and Cancel. */
export function ExportProgress({ progress, onCancel }: { progress: ExportProgressState; onCancel: () => void }) {
  const { done, total } = progress;
  const percent = total ? Math.min(100, Math.floor((done / total) * 100)) : 0;
  const label = total === null ? "Exporting…" : `Exporting… ${count(done)} of ${count(total)}`;
  return (
    <Flex align="center" gap={12} wrap="wrap">
      <Progress percent={percent} size="small" style={{ width: 200, margin: 0 }} aria-label="Export progress" />
      <Typography.Text role="status">{label}</Typography.Text>
      <Button size="small" onClick={onCancel}>
        Cancel
      </Button>
    </Flex>
  );
}
