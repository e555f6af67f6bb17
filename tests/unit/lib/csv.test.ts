import { afterEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { CsvFile, csvCell, downloadCsv, toCsv } from "../../../src/lib/csv";
import { blobText, csvText } from "../../csv-text";

/** Minimal RFC 4180 parser: CRLF record separator, quoted fields with "" escapes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      field += ch;
      i += 1;
      continue;
    }
    if (ch === '"') {
      if (field !== "") throw new Error(`quote inside unquoted field at ${i}`);
      quoted = true;
      i += 1;
    } else if (ch === ",") {
      record.push(field);
      field = "";
      i += 1;
    } else if (ch === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i += 2;
    } else {
      if (ch === "\r" || ch === "\n") throw new Error(`bare line break in unquoted field at ${i}`);
      field += ch;
      i += 1;
    }
  }
  if (quoted) throw new Error("unterminated quoted field");
  record.push(field);
  records.push(record);
  return records;
}

const guard = (s: string) => (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s) ? `'${s}` : s);

describe("csvCell", () => {
  it.each<[unknown, string]>([
    ["plain", '"plain"'],
    ["a,b", '"a,b"'],
    ["a;b", '"a;b"'],
    ["12,50", '"12,50"'],
    ['say "hi"', '"say ""hi"""'],
    ["line\nbreak", '"line\nbreak"'],
    ["cr\rx", '"cr\rx"'],
    ["", ""],
    [null, ""],
    [undefined, ""],
    [12.5, "12.5"],
    [-3, "-3"],
    [NaN, ""],
    [true, "true"],
    ["=SUM(A1:A2)", "\"'=SUM(A1:A2)\""],
    ["+1+1", "\"'+1+1\""],
    ["-1+1", "\"'-1+1\""],
    ["@cmd", "\"'@cmd\""],
    ["\tx", "\"'\tx\""],
    ["\rx", "\"'\rx\""],
    ["=HYPERLINK(\"http://x\",\"y\")", "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\""],
    ["=1;2", "\"'=1;2\""],
    ["-12.50", '"-12.50"'],
    ["12.50", '"12.50"'],
    ["-7", '"-7"'],
    ["+12", "\"'+12\""],
    ["-1e5", "\"'-1e5\""],
    ["-", "\"'-\""],
    [new Date(Date.UTC(2026, 10, 21, 14, 5)), '"2026-11-21T14:05:00.000Z"'],
    [new Date(NaN), ""],
    [{ a: 1 }, '"{""a"":1}"'],
  ])("%j → %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

it("writes bigint values as digits", () => {
  expect(csvCell(10n)).toBe("10");
});

describe("toCsv", () => {
  interface Row {
    id: string;
    amount: string | null;
    note?: string;
  }
  const columns = [
    { header: "ID", value: (r: Row) => r.id },
    { header: "Amount", value: (r: Row) => r.amount },
    { header: "Note", value: (r: Row) => r.note },
  ];
  it("writes a header then CRLF-separated rows", () => {
    const csv = toCsv<Row>(
      [
        { id: "tx_1", amount: "-12.50", note: "a, b" },
        { id: "tx_2", amount: null },
      ],
      columns,
    );
    expect(csv).toBe('"ID","Amount","Note"\r\n"tx_1","-12.50","a, b"\r\n"tx_2",,');
  });
  it("writes only the header for no rows", () => {
    expect(toCsv<Row>([], columns)).toBe('"ID","Amount","Note"');
  });
  it("guards formula cells", () => {
    expect(toCsv([{ id: "=1+1", amount: "@x" }], columns)).toBe(`"ID","Amount","Note"\r\n"'=1+1","'@x",`);
  });
  it("quotes every text cell, so a separator of any locale (, or ;) inside a value never splits it", () => {
    const csv = toCsv([{ id: "Acme; Inc", amount: "1,5", note: "x" }], columns);
    for (const line of csv.split("\r\n")) {
      // Outside quotes, only the commas between fields are left.
      expect(line.replace(/"(?:[^"]|"")*"/g, "Q")).toMatch(/^Q?(,Q?)*$/);
    }
    expect(csv.split("\r\n")[1]).toBe('"Acme; Inc","1,5","x"');
  });
  it("round-trips through an RFC 4180 parser (property)", () => {
    const cell = fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom(..."ab,\"\r\n\t=+-@ 1.") }),
      fc.string({ unit: "grapheme" }),
      fc.constantFrom("-12.50", "12", "-0.07", "=cmd()", ""),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }).chain((width) =>
        fc.tuple(fc.array(cell, { minLength: width, maxLength: width }), fc.array(fc.array(cell, { minLength: width, maxLength: width }), { maxLength: 8 })),
      ), ([headers, rows]) => {
        const cols = headers.map((header, index) => ({ header, value: (row: string[]) => row[index] }));
        const csv = toCsv(rows, cols);
        const parsed = parseCsv(csv);
        // Nothing but separators outside quotes: every (non-empty) text cell is quoted.
        expect(csv.replace(/"(?:[^"]|"")*"/g, "").replace(/[,\r\n]/g, "")).toBe("");
        expect(parsed).toEqual([headers.map(guard), ...rows.map((row) => row.map(guard))]);
      }),
    );
  });
});

describe("CsvFile", () => {
  const columns = [
    { header: "ID", value: (r: string[]) => r[0] },
    { header: "Note", value: (r: string[]) => r[1] },
  ];
  it("holds the same text as toCsv, whatever the batches the rows came in (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 12 }), fc.array(fc.nat(4), { maxLength: 6 }), async (rows, cuts) => {
        const file = new CsvFile<string[]>(columns);
        let from = 0;
        for (const size of [...cuts, rows.length]) {
          file.add(rows.slice(from, from + size));
          from = Math.min(rows.length, from + size);
        }
        expect(await csvText(file.content)).toBe(toCsv(rows, columns));
      }),
      { numRuns: 60 },
    );
  });
  it("keeps each batch as a Blob, not as one growing string", () => {
    const file = new CsvFile<string[]>(columns);
    file.add([["a", "b"]]);
    file.add([["c", "d"]]);
    expect(file.content).toHaveLength(3);
    expect(file.content.slice(1).every((part) => part instanceof Blob)).toBe(true);
  });
});

describe("downloadCsv", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  it("downloads a BOM-prefixed UTF-8 blob through a temporary link and revokes the URL", async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:mock/1";
    });
    const revoke = vi.fn();
    Object.defineProperty(URL, "createObjectURL", { configurable: true, writable: true, value: create });
    Object.defineProperty(URL, "revokeObjectURL", { configurable: true, writable: true, value: revoke });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.isConnected).toBe(true);
      clicked.push(this);
    });

    downloadCsv("transactions.csv", "a,b\r\n1,2");

    expect(create).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe("transactions.csv");
    expect(clicked[0].getAttribute("href")).toBe("blob:mock/1");
    expect(clicked[0].isConnected).toBe(false);
    expect(blobs[0].type).toBe("text/csv;charset=utf-8");
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith("blob:mock/1");
    vi.useRealTimers(); // FileReader schedules with timers
    const bytes = await new Promise<Uint8Array>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(blobs[0]);
    });
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe("a,b\r\n1,2");
  });
  it("takes a CsvFile's parts: the same bytes, BOM first", async () => {
    const blobs: Blob[] = [];
    Object.defineProperty(URL, "createObjectURL", { configurable: true, writable: true, value: (blob: Blob) => (blobs.push(blob), "blob:mock/2") });
    Object.defineProperty(URL, "revokeObjectURL", { configurable: true, writable: true, value: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const file = new CsvFile([{ header: "a", value: (r: string) => r }]);
    file.add(["1", "2"]);
    downloadCsv("t.csv", file.content);
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blobs[0]);
    });
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blobText(blobs[0])).toBe('"a"\r\n"1"\r\n"2"'); // the reader drops the BOM
  });
});
