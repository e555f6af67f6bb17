// The demo backend's validation from a declaration's field schema (mocks/resource-handlers.ts): the
// same rules the hand-written handlers apply to free text, and the same limit the form applies.
import { describe, expect, it } from "vitest";
import { checkField } from "../../../mocks/resource-handlers";
import { HttpError } from "../../../server/rules/validate";
import { textLimit, type FieldDef } from "../../../resources/types";
import { MAX_CHARS } from "../../../src/lib/limits";

function refusal(def: FieldDef, value: unknown): string | undefined {
  try {
    checkField(def, value);
    return undefined;
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError);
    return (e as HttpError).message;
  }
}

describe("checkField", () => {
  const name: FieldDef = { label: "Name" };

  it("trims text and keeps it", () => {
    expect(checkField(name, "  Sprocket ")).toBe("Sprocket");
    expect(checkField(name, "   ")).toBe("");
    expect(checkField(name, undefined)).toBeUndefined();
  });

  it("refuses control characters in free text", () => {
    expect(refusal(name, "Spro\u0000cket")).toBe("Name must not contain control characters");
    expect(refusal(name, "line\nbreak")).toBe("Name must not contain control characters");
  });

  it("caps free text without a maxLength of its own at MAX_CHARS.text, as the form does", () => {
    expect(textLimit(name)).toBe(MAX_CHARS.text);
    expect(refusal(name, "a".repeat(MAX_CHARS.text))).toBeUndefined();
    expect(refusal(name, "a".repeat(MAX_CHARS.text + 1))).toBe(`Name must be at most ${MAX_CHARS.text} characters`);
    expect(refusal({ label: "Site", type: "url" }, `https://x.example/${"a".repeat(MAX_CHARS.text)}`)).toBe(`Site must be at most ${MAX_CHARS.text} characters`);
  });

  it("a declared maxLength wins, counted in characters (an emoji is one)", () => {
    const short: FieldDef = { label: "Code", maxLength: 3 };
    expect(textLimit(short)).toBe(3);
    expect(refusal(short, "😀😀😀")).toBeUndefined();
    expect(refusal(short, "abcd")).toBe("Code must be at most 3 characters");
  });

  it("numbers, enums and booleans are not text-limited", () => {
    expect(textLimit({ type: "money" })).toBeUndefined();
    expect(textLimit({ type: "enum" })).toBeUndefined();
    expect(refusal({ label: "Status", type: "enum", options: [{ value: "a", label: "A" }] }, "b")).toBe("Status must be one of a");
    expect(refusal({ label: "Site", type: "url" }, "javascript:alert(1)")).toBe("Site must be an http(s) URL");
  });
});
