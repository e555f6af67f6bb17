// A list's JSON as ASCII bytes (server/rules/ascii-json.ts): the same JSON value, every byte < 0x80.
import { describe, expect, it } from "vitest";
import { asciiJsonBytes } from "../../../server/rules/ascii-json";
import { JSON_BYTES, json } from "../../../server/rules/respond";

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("asciiJsonBytes", () => {
  it("writes the same JSON value with every non-ASCII character escaped, across block edges", () => {
    const items = [{ d: "Invoice #12 — Café Zürich" }, null, { d: "emoji \u{1F600}", n: 1.5, list: ["ﬁ", ""] }, "plain", { nested: { "clé": "ü" } }];
    for (const blockSize of [1, 2, 500]) {
      const bytes = asciiJsonBytes(items, blockSize);
      expect(bytes.every((b) => b < 0x80)).toBe(true);
      expect(JSON.parse(text(bytes))).toEqual(items);
    }
  });

  it("writes an empty list as []", () => {
    expect(text(asciiJsonBytes([]))).toBe("[]");
  });
});

describe("json()", () => {
  it("answers a list with its ASCII bytes, their length, and the bytes kept beside the answer", async () => {
    const response = json([{ d: "—" }], 200, { "X-Total-Count": "1" });
    const kept = Reflect.get(response, JSON_BYTES) as Uint8Array;
    expect(text(kept)).toBe('[{"d":"\\u2014"}]');
    expect(response.headers.get("Content-Length")).toBe(String(kept.byteLength));
    expect(response.headers.get("X-Total-Count")).toBe("1");
    expect(await response.json()).toEqual([{ d: "—" }]);
  });

  it("answers anything else as JSON text, with nothing kept", async () => {
    const response = json({ d: "—" }, 201);
    expect(response.status).toBe(201);
    expect(Reflect.get(response, JSON_BYTES)).toBeUndefined();
    expect(await response.text()).toBe('{"d":"—"}');
  });
});
