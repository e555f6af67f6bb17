import { describe, expect, it } from "vitest";
import { asciiJsonBytes } from "../../../mocks/handlers/ascii-json";
import { seed } from "../../../mocks/seed";

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const allAscii = (bytes: Uint8Array) => bytes.every((b) => b < 0x80);

describe("asciiJsonBytes", () => {
  const items = [
    { id: "1", description: "Invoice #41234 — Acme Corp", amount: "10.00" },
    { id: "2", description: null, amount: null },
    { id: "3", description: "Café “quoted” 😀 \\ \"x\"\n", amount: "0.50" },
    { id: "4", description: "plain", amount: "1.00" },
    { id: "5", description: "lone \ud800 surrogate", amount: "2.00" },
  ];

  it.each([1, 2, 3, 5, 500])("is the same JSON value as JSON.stringify, in ASCII (blocks of %i)", (blockSize) => {
    const bytes = asciiJsonBytes(items, blockSize);
    expect(allAscii(bytes)).toBe(true);
    expect(JSON.parse(text(bytes))).toEqual(JSON.parse(JSON.stringify(items)));
    expect(text(bytes)).toContain("\\u2014"); // the em dash, escaped
  });

  it("keeps ASCII-only lists byte-for-byte as JSON.stringify writes them", () => {
    const plain = [{ a: 1, b: "x" }, [2, 3], "y", null, true];
    expect(text(asciiJsonBytes(plain, 2))).toBe(JSON.stringify(plain));
  });

  it("writes an empty list and holes as JSON.stringify does", () => {
    expect(text(asciiJsonBytes([]))).toBe("[]");
    expect(text(asciiJsonBytes([undefined, 1], 1))).toBe("[null,1]");
  });

  it("treats a block size below 1 as 1 instead of looping forever", () => {
    expect(text(asciiJsonBytes([1, 2, 3], 0))).toBe("[1,2,3]");
  });

  it("round-trips the large profile's transactions", () => {
    const { transactions } = seed("large", Date.UTC(2026, 10, 21));
    const bytes = asciiJsonBytes(transactions);
    expect(allAscii(bytes)).toBe(true);
    const back = JSON.parse(text(bytes)) as typeof transactions;
    expect(back).toHaveLength(50_000);
    expect(back).toEqual(transactions);
  });
});
