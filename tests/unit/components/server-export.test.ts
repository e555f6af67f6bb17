// Server-mode export (src/components/list/ServerExport.tsx): page after page until the end, in order,
// and a row repeated by an offset shift (a write between two pages) is exported once.
import { describe, expect, it } from "vitest";
import { collectPages, EXPORT_CHUNK, type ExportPage } from "../../../src/components/list/ServerExport";

type Row = { id: string };
const rows = (from: number, to: number): Row[] => Array.from({ length: to - from }, (_, i) => ({ id: `t${from + i}` }));
const pages = (...list: ExportPage<Row>[]) => {
  const asked: number[] = [];
  return { asked, fetch: async (page: number) => (asked.push(page), list[page - 1] ?? { data: [], total: 0 }) };
};

describe("collectPages", () => {
  it("reads every page in order until a short page, and reports progress", async () => {
    const total = EXPORT_CHUNK + 5;
    const source = pages({ data: rows(0, EXPORT_CHUNK), total }, { data: rows(EXPORT_CHUNK, total), total });
    const progress: string[] = [];
    const out = await collectPages(source.fetch, (done, t) => progress.push(`${done}/${t}`), () => false);
    expect(out?.map((r) => r.id)).toEqual(rows(0, total).map((r) => r.id));
    expect(source.asked).toEqual([1, 2]);
    expect(progress).toEqual([`${EXPORT_CHUNK}/${total}`, `${total}/${total}`]);
  });

  it("exports a row once when a write between two pages shifts it onto the next page", async () => {
    // A new transaction arrived after page 1 (newest first): page 2 starts with page 1's last row again.
    const source = pages({ data: rows(1, EXPORT_CHUNK + 1), total: EXPORT_CHUNK + 3 }, { data: rows(EXPORT_CHUNK, EXPORT_CHUNK + 4), total: EXPORT_CHUNK + 4 });
    const out = await collectPages(source.fetch, () => {}, () => false);
    const ids = out!.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(rows(1, EXPORT_CHUNK + 4).map((r) => r.id));
  });

  it("stops with null once cancelled", async () => {
    let cancelled = false;
    const source = pages({ data: rows(0, EXPORT_CHUNK), total: 3 * EXPORT_CHUNK }, { data: rows(EXPORT_CHUNK, 2 * EXPORT_CHUNK), total: 3 * EXPORT_CHUNK });
    const out = await collectPages(source.fetch, () => (cancelled = true), () => cancelled);
    expect(out).toBeNull();
    expect(source.asked).toEqual([1, 2]);
  });
});
