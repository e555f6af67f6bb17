// The console's text rules for audit events (src/lib/audit.ts): details as text, date range, CSV.
import { describe, expect, it } from "vitest";
import { AUDIT_CSV_COLUMNS, actionLabel, changeText, dateRangePredicate, detailLines, outcomeText, valueText, type AuditEventRecord } from "../../../src/lib/audit";
import { toCsv } from "../../../src/lib/csv";

const event = (over: Partial<AuditEventRecord> = {}): AuditEventRecord => ({
  id: "e1",
  at: "2026-11-21T12:00:00.000Z",
  actorId: "u1",
  actorEmail: "admin@paydesk.dev",
  actorName: "Alex Morgan",
  actorRole: "admin",
  action: "load",
  resource: "wallets",
  recordId: "w1",
  changes: [{ field: "balance", before: "100.00", after: "125.00" }],
  outcome: "success",
  ...over,
});

describe("audit event text", () => {
  it("changes read before → after, with the schema's labels and values when given", () => {
    expect(changeText({ field: "balance", before: "1.00", after: "2.00" })).toBe("balance: 1.00 → 2.00");
    expect(changeText({ field: "balance", before: null, after: "2.00" }, { label: () => "Balance", value: (_, v) => `$${String(v)}` })).toBe("Balance: — → $2.00");
    expect(valueText(["read", "write"])).toBe("read, write");
    expect(valueText({ a: 1 })).toBe('{"a":1}');
    expect(valueText(false)).toBe("false");
  });

  it("a refusal shows what was asked and its outcome; a success says so", () => {
    const refused = event({ changes: [], outcome: "422 Insufficient funds", detail: { request: { amount: "999.00" } } });
    expect(detailLines(refused)).toEqual(["Requested amount: 999.00"]);
    expect(outcomeText(refused)).toBe("Refused: 422 Insufficient funds");
    expect(outcomeText(event())).toBe("Success");
    expect(detailLines(event({ changes: [] }))).toEqual([]);
  });

  it("names actions, known or not", () => {
    expect(actionLabel("view-file")).toBe("View file");
    expect(actionLabel("reveal")).toBe("Reveal");
    expect(actionLabel("bulk_export")).toBe("Bulk Export");
  });

  it("an action that is not text names nothing, and a number names itself (issue 51)", () => {
    for (const bad of [null, undefined, true, { a: 1 }, ["load"]]) expect(actionLabel(bad)).toBe("");
    expect(actionLabel(42)).toBe("42");
  });

  it("filters by local days, inclusive of the last day", () => {
    const inRange = dateRangePredicate("2026-11-21", "2026-11-21")!;
    const local = (h: number) => new Date(2026, 10, 21, h).toISOString();
    expect(inRange({ at: local(0) })).toBe(true);
    expect(inRange({ at: local(23) })).toBe(true);
    expect(inRange({ at: new Date(2026, 10, 22, 0).toISOString() })).toBe(false);
    expect(inRange({ at: new Date(2026, 10, 20, 23).toISOString() })).toBe(false);
    expect(dateRangePredicate("", "")).toBeUndefined();
    expect(dateRangePredicate("2026-11-22", "")!({ at: local(12) })).toBe(false);
  });

  it("exports raw values with the changes as text", () => {
    const csv = toCsv([event()], AUDIT_CSV_COLUMNS);
    const [header, row] = csv.trim().split(/\r?\n/);
    expect(header).toContain("When");
    expect(header).toContain("Changes");
    expect(row).toContain("2026-11-21T12:00:00.000Z");
    expect(row).toContain("balance: 100.00 → 125.00");
    expect(row).toContain("Alex Morgan");
  });
});
