// Export Data (src/components/list/CsvExport.tsx). Server mode: page after page until the end, in
// order, and a row repeated by an offset shift (a write between two pages) is exported once. Rows in
// hand: a batch at a time, a task apart, so a big export never holds the page.
import { describe, expect, it } from "vitest";
import { collectPages, EXPORT_CHUNK, takeInBatches, type ExportPage } from "../../../src/components/list/CsvExport";

type Row = { id: string };
const rows = (from: number, to: number): Row[] => Array.from({ length: to - from }, (_, i) => ({ id: `t${from + i}` }));
const pages = (...list: ExportPage<Row>[]) => {
  const asked: number[] = [];
  return { asked, fetch: async (page: number) => (asked.push(page), list[page - 1] ?? { data: [], total: 0 }) };
};
/** A `take` that keeps what it was handed, batch by batch. */
const taker = () => {
  const batches: Row[][] = [];
  return { batches, take: (batch: readonly Row[]) => void batches.push([...batch]), ids: () => batches.flat().map((r) => r.id) };
};

describe("collectPages", () => {
  it("reads every page in order until a short page, hands each page's rows on, and reports progress", async () => {
    const total = EXPORT_CHUNK + 5;
    const source = pages({ data: rows(0, EXPORT_CHUNK), total }, { data: rows(EXPORT_CHUNK, total), total });
    const progress: string[] = [];
    const out = taker();
    const taken = await collectPages(source.fetch, out.take, (done, t) => progress.push(`${done}/${t}`), () => false);
    expect(taken).toBe(total);
    expect(out.ids()).toEqual(rows(0, total).map((r) => r.id));
    expect(out.batches.map((b) => b.length)).toEqual([EXPORT_CHUNK, 5]);
    expect(source.asked).toEqual([1, 2]);
    expect(progress).toEqual([`${EXPORT_CHUNK}/${total}`, `${total}/${total}`]);
  });

  it("goes on past a total that is a lower bound (the server's exact count stops at 10,000) until a short page", async () => {
    // The server says "at least EXPORT_CHUNK": the full first page does not end the export.
    const source = pages({ data: rows(0, EXPORT_CHUNK), total: EXPORT_CHUNK, totalAtLeast: true }, { data: rows(EXPORT_CHUNK, EXPORT_CHUNK + 3), total: EXPORT_CHUNK, totalAtLeast: true });
    const progress: string[] = [];
    const out = taker();
    expect(await collectPages(source.fetch, out.take, (done, t, atLeast) => progress.push(`${done}/${t}${atLeast ? "+" : ""}`), () => false)).toBe(EXPORT_CHUNK + 3);
    expect(source.asked).toEqual([1, 2]);
    expect(progress).toEqual([`${EXPORT_CHUNK}/${EXPORT_CHUNK}+`, `${EXPORT_CHUNK + 3}/${EXPORT_CHUNK}+`]);
  });

  it("exports a row once when a write between two pages shifts it onto the next page", async () => {
    // A new transaction arrived after page 1 (newest first): page 2 starts with page 1's last row again.
    const source = pages({ data: rows(1, EXPORT_CHUNK + 1), total: EXPORT_CHUNK + 3 }, { data: rows(EXPORT_CHUNK, EXPORT_CHUNK + 4), total: EXPORT_CHUNK + 4 });
    const out = taker();
    await collectPages(source.fetch, out.take, () => {}, () => false);
    const ids = out.ids();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(rows(1, EXPORT_CHUNK + 4).map((r) => r.id));
  });

  it("stops with null once cancelled, and takes nothing of the page that answers after", async () => {
    let cancelled = false;
    const source = pages({ data: rows(0, EXPORT_CHUNK), total: 3 * EXPORT_CHUNK }, { data: rows(EXPORT_CHUNK, 2 * EXPORT_CHUNK), total: 3 * EXPORT_CHUNK });
    const out = taker();
    const taken = await collectPages(source.fetch, out.take, () => (cancelled = true), () => cancelled);
    expect(taken).toBeNull();
    expect(source.asked).toEqual([1, 2]);
    expect(out.batches).toHaveLength(1);
  });
});

describe("takeInBatches", () => {
  it("hands the rows on in order, EXPORT_CHUNK at a time, each batch in a task of its own", async () => {
    const all = rows(0, 2 * EXPORT_CHUNK + 1);
    const out = taker();
    const progress: string[] = [];
    // A task queued now runs after the first batch and before the second: the page gets its turn.
    let otherTaskRan = false;
    const other = new MessageChannel();
    other.port1.onmessage = () => {
      otherTaskRan = true;
      other.port1.close();
    };
    const seenByBatch: boolean[] = [];
    const done = takeInBatches(
      all,
      (batch) => {
        seenByBatch.push(otherTaskRan);
        out.take(batch);
      },
      (n, total) => progress.push(`${n}/${total}`),
      () => false,
    );
    other.port2.postMessage(null);
    expect(await done).toBe(all.length);
    expect(out.ids()).toEqual(all.map((r) => r.id));
    expect(out.batches.map((b) => b.length)).toEqual([EXPORT_CHUNK, EXPORT_CHUNK, 1]);
    expect(seenByBatch).toEqual([false, true, true]);
    expect(progress).toEqual([`${EXPORT_CHUNK}/${all.length}`, `${2 * EXPORT_CHUNK}/${all.length}`, `${all.length}/${all.length}`]);
  });

  it("stops with null once cancelled between two batches", async () => {
    let cancelled = false;
    const out = taker();
    const taken = await takeInBatches(rows(0, 3 * EXPORT_CHUNK), out.take, () => (cancelled = true), () => cancelled);
    expect(taken).toBeNull();
    expect(out.batches).toHaveLength(1);
  });
});
