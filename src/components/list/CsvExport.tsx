// Export Data as a CSV file, the one path for every list: the rows the list shows (client mode) or
// every page of the current search, filters and sort (server mode, extension `paging`, fetched
// EXPORT_CHUNK rows at a time; the same rows client mode would export for the same URL, in the same
// order). Rows are encoded a batch at a time into a CsvFile, with the page free between batches;
// past one batch, progress is on screen with a Cancel button.
import { useCallback, useRef, useState, useSyncExternalStore } from "react";
import { Button, Flex, Progress, Spin, Typography } from "antd";
import { useDataProvider, useNotification, type BaseRecord } from "@refinedev/core";
import { CsvFile, type CsvColumn } from "../../lib/csv";
import { nextTask } from "../../lib/idle";
import type { ServerCall } from "./useResourceList";

/** Rows per request while exporting a server-mode list, and per batch encoded between two tasks. */
export const EXPORT_CHUNK = 1000;

export interface ExportProgressState {
  done: number;
  /** Null until the first page has told the total. */
  total: number | null;
  /** The total is a lower bound: more rows match (the server counts exactly up to 10,000). */
  atLeast?: boolean;
}

/** One page of an export: its rows, and the total the server counted for the whole list. */
export interface ExportPage<T> {
  data: readonly T[];
  total: number;
  /** `total` is a lower bound (providers/paging.ts): the pages go on until a short one. */
  totalAtLeast?: boolean;
}

/** What is exported: the rows in hand, or the call whose every page is fetched. */
export type ExportSource<T> = readonly T[] | ServerCall;

/**
 * Fetches page after page (1, 2, …) until a short page or the exact total, and hands each page's rows to
 * `take` in order. Pages are offsets, so a row written meanwhile shifts the next page and repeats a
 * row at its start: a row whose id was seen already is left out (a payments export must not count a
 * transaction twice). Resolves to the number of rows taken, or null once cancelled.
 */
export async function collectPages<T extends BaseRecord>(
  fetchPage: (page: number) => Promise<ExportPage<T>>,
  take: (rows: readonly T[]) => void,
  onProgress: (done: number, total: number, atLeast?: boolean) => void,
  isCancelled: () => boolean,
): Promise<number | null> {
  const seen = new Set<unknown>();
  let taken = 0;
  for (let page = 1; ; page++) {
    const res = await fetchPage(page);
    if (isCancelled()) return null;
    const rows = res.data.filter((row) => {
      if (row.id === undefined || row.id === null) return true;
      if (seen.has(row.id)) return false;
      seen.add(row.id);
      return true;
    });
    take(rows);
    taken += rows.length;
    onProgress(taken, res.total, res.totalAtLeast === true);
    if (res.data.length < EXPORT_CHUNK || (!res.totalAtLeast && taken >= res.total)) return taken;
  }
}

/**
 * Hands `rows` to `take` EXPORT_CHUNK at a time, a task apart, so the page can paint and answer
 * input (and Cancel) in between. Resolves to the number of rows taken, or null once cancelled.
 */
export async function takeInBatches<T>(
  rows: readonly T[],
  take: (rows: readonly T[]) => void,
  onProgress: (done: number, total: number) => void,
  isCancelled: () => boolean,
): Promise<number | null> {
  for (let from = 0; from < rows.length; from += EXPORT_CHUNK) {
    if (from > 0) {
      await nextTask();
      if (isCancelled()) return null;
    }
    take(rows.slice(from, from + EXPORT_CHUNK));
    onProgress(Math.min(rows.length, from + EXPORT_CHUNK), rows.length);
  }
  return rows.length;
}

/**
 * `run(source)` makes the CSV file of `source` with `columns` and resolves to its parts (for
 * `downloadCsv`), or to null when cancelled (`cancel()`) or failed (the error is shown as a toast).
 * `running` is true while an export of more than one batch runs; `progress` is its count, read by
 * ExportProgress alone (a store, not state: a count per page re-rendered the whole screen around
 * the bar, 500 times for 500,000 transactions).
 */
export function useCsvExport<T extends BaseRecord>(columns: ReadonlyArray<CsvColumn<T>>) {
  const dataProvider = useDataProvider();
  const { open } = useNotification();
  const [running, setRunning] = useState(false);
  const [progress] = useState(progressStore);
  const abort = useRef<AbortController | null>(null);

  const run = useCallback(
    async (source: ExportSource<T>): Promise<readonly BlobPart[] | null> => {
      abort.current?.abort();
      const file = new CsvFile(columns);
      if (isRows(source) && source.length <= EXPORT_CHUNK) {
        abort.current = null;
        file.add(source);
        return file.content;
      }
      const ctl = new AbortController();
      abort.current = ctl;
      const report = (done: number, total: number, atLeast = false) => progress.set({ done, total, atLeast });
      const cancelled = () => ctl.signal.aborted;
      progress.set({ done: 0, total: isRows(source) ? source.length : null });
      setRunning(true);
      try {
        const taken = isRows(source)
          ? await takeInBatches(source, file.add, report, cancelled)
          : await collectPages<T>(
              (page) =>
                dataProvider().getList<T>({
                  resource: source.resource,
                  pagination: { mode: "server", currentPage: page, pageSize: EXPORT_CHUNK },
                  sorters: source.sorters,
                  filters: source.filters,
                  meta: { query: source.query, signal: ctl.signal },
                }),
              file.add,
              report,
              cancelled,
            );
        return taken === null ? null : file.content;
      } catch (error) {
        if (!ctl.signal.aborted) open?.({ type: "error", message: "Error", description: (error as Error)?.message ?? "Export failed" });
        return null;
      } finally {
        if (abort.current === ctl) {
          abort.current = null;
          setRunning(false);
        }
      }
    },
    [columns, dataProvider, open, progress],
  );
  const cancel = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    setRunning(false);
  }, []);
  return { run, cancel, running, progress };
}

/** What ExportProgress needs of a running export. */
export type ExportProgressSource = Pick<ReturnType<typeof useCsvExport>, "progress" | "cancel">;

interface ProgressStore {
  get(): ExportProgressState;
  set(value: ExportProgressState): void;
  subscribe(listener: () => void): () => void;
}

function progressStore(): ProgressStore {
  let value: ExportProgressState = { done: 0, total: null };
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function isRows<T>(source: ExportSource<T>): source is readonly T[] {
  return Array.isArray(source);
}

const count = (n: number) => n.toLocaleString("en-US");

/**
 * "Exporting… 3,000 of 12,345" with a bar and Cancel; "of 10,000+", then the count alone past it, when
 * the server's total is a lower bound — then the end is unknown, and the bar no share of it.
 */
export function ExportProgress({ of }: { of: ExportProgressSource }) {
  const { done, total, atLeast } = useSyncExternalStore(of.progress.subscribe, of.progress.get);
  const percent = total ? Math.min(100, Math.floor((done / total) * 100)) : 0;
  const label = total === null ? "Exporting…" : atLeast && done >= total ? `Exporting… ${count(done)}` : `Exporting… ${count(done)} of ${count(total)}${atLeast ? "+" : ""}`;
  return (
    <Flex align="center" gap={12} wrap="wrap">
      {atLeast ? (
        // An indeterminate progress bar: no aria-valuenow (WAI-ARIA), a spinner instead of a share.
        <span role="progressbar" aria-label="Export progress" aria-valuetext={`${count(done)} rows`} style={{ display: "inline-flex" }}>
          <Spin size="small" />
        </span>
      ) : (
        <Progress percent={percent} size="small" style={{ width: 200, margin: 0 }} aria-label="Export progress" />
      )}
      <Typography.Text role="status">{label}</Typography.Text>
      <Button size="small" onClick={of.cancel}>
        Cancel
      </Button>
    </Flex>
  );
}
