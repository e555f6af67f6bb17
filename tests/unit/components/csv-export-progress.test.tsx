// useCsvExport's progress reaches the bar alone: the screen that runs an export renders when the
// export starts and when it ends, not once per batch or page (500 pages for 500,000 transactions).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { Refine, type DataProvider } from "@refinedev/core";
import { ExportProgress, EXPORT_CHUNK, useCsvExport } from "../../../src/components/list/CsvExport";
import { csvText } from "../../csv-text";

type Row = { id: string };
const COLUMNS = [{ header: "ID", value: (r: Row) => r.id }];
const ROWS: Row[] = Array.from({ length: 5 * EXPORT_CHUNK }, (_, i) => ({ id: `t${i}` }));
const noData = {} as DataProvider;

describe("useCsvExport", () => {
  // React's own scheduler, as in the browser: inside act() it would batch the whole export into one pass.
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeEach(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false));
  afterEach(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment));

  it("renders its screen twice for a five-batch export while the bar counts every batch", async () => {
    let screenRenders = 0;
    let exportIt!: () => Promise<readonly BlobPart[] | null>;
    function Screen() {
      screenRenders++;
      const csvExport = useCsvExport<Row>(COLUMNS);
      exportIt = () => csvExport.run(ROWS);
      return csvExport.running ? <ExportProgress of={csvExport} /> : null;
    }
    render(
      <Refine dataProvider={noData} options={{ disableTelemetry: true }}>
        <Screen />
      </Refine>,
    );
    await waitFor(() => expect(exportIt).toBeDefined());
    const before = screenRenders;
    const counts = new Set<string>();
    const watch = new MutationObserver(() => {
      const text = document.querySelector('[role="status"]')?.textContent;
      if (text) counts.add(text);
    });
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    const parts = await exportIt();
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
    watch.disconnect();
    expect(screenRenders - before).toBe(2);
    expect([...counts]).toContain(`Exporting… ${(3 * EXPORT_CHUNK).toLocaleString("en-US")} of 5,000`);
    const lines = (await csvText(parts!)).split("\r\n");
    expect(lines).toHaveLength(1 + ROWS.length);
    expect(lines[ROWS.length]).toBe(`"t${ROWS.length - 1}"`);
  });
});

describe("ExportProgress", () => {
  const source = (done: number, total: number | null, atLeast = false) => {
    const state = { done, total, atLeast }; // one object: useSyncExternalStore compares snapshots
    return { progress: { get: () => state, set() {}, subscribe: () => () => {} }, cancel() {} };
  };

  it("shows the share of an exact total", () => {
    render(<ExportProgress of={source(3000, 12345)} />);
    expect(screen.getByRole("progressbar", { name: "Export progress" })).toHaveAttribute("aria-valuenow", "24");
    expect(screen.getByRole("status")).toHaveTextContent("Exporting… 3,000 of 12,345");
  });

  it("claims no share of a total that is a lower bound: the end is unknown", () => {
    const { rerender } = render(<ExportProgress of={source(4000, 10000, true)} />);
    const bar = screen.getByRole("progressbar", { name: "Export progress" });
    expect(bar).not.toHaveAttribute("aria-valuenow");
    expect(bar).toHaveAttribute("aria-valuetext", "4,000 rows");
    expect(screen.getByRole("status")).toHaveTextContent("Exporting… 4,000 of 10,000+");
    rerender(<ExportProgress of={source(26000, 10000, true)} />);
    expect(screen.getByRole("progressbar", { name: "Export progress" })).toHaveAttribute("aria-valuetext", "26,000 rows");
    expect(screen.getByRole("status")).toHaveTextContent("Exporting… 26,000");
  });
});
