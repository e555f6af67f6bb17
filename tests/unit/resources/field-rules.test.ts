// One validation schema on both sides (src/lib/field-rules.ts): each declared rule, its bounds
// inclusive and exclusive, and the same message from the form's rule and from the server's check.
import { describe, expect, it } from "vitest";
import { boundProblem, fieldProblem, referenceMessage, requiredMessage } from "../../../src/lib/field-rules";
import { checkField, checkReferences, validateCreate } from "../../../server/rules/resources";
import { HttpError } from "../../../server/rules/validate";
import { merchants } from "../../../resources/merchants";
import { apiKeys } from "../../../resources/api-keys";
import { merchantFromBody } from "../../../server/rules/merchants";
import { MAX_CHARS } from "../../../src/lib/limits";
import { actionName, actionsOf, declare, seedCollections, seedContext, type FieldDef } from "../../../resources/types";

/** The server's refusal of a value (checkField), or undefined. */
function serverSays(def: FieldDef, value: unknown): string | undefined {
  try {
    checkField(def, value);
    return undefined;
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError);
    return (e as HttpError).message;
  }
}

const amount: FieldDef = { label: "Amount", type: "money", greaterThan: 0, max: 5000 };
const count: FieldDef = { label: "Count", type: "number", min: 1, lessThan: 10 };

describe("declared bounds", () => {
  it("greaterThan and lessThan are exclusive; min and max inclusive", () => {
    expect(fieldProblem(amount, "0")).toBe("Amount must be greater than 0");
    expect(fieldProblem(amount, "0.01")).toBeNull();
    expect(fieldProblem(amount, "5000")).toBeNull();
    expect(fieldProblem(amount, "5000.01")).toBe("Amount must be at most 5000");
    expect(fieldProblem(count, "1")).toBeNull();
    expect(fieldProblem(count, "0")).toBe("Count must be at least 1");
    expect(fieldProblem(count, "9")).toBeNull();
    expect(fieldProblem(count, "10")).toBe("Count must be less than 10");
    expect(fieldProblem(count, 10)).toBe("Count must be less than 10");
  });

  it("a value that is not a number is left to the type check (the server's), and an empty one to `required`", () => {
    expect(boundProblem(amount, "abc")).toBeNull();
    expect(fieldProblem(amount, "")).toBeNull();
    expect(serverSays(amount, "abc")).toBe("Amount must be a positive number");
  });

  it("the server refuses with the form's words, and keeps what both accept", () => {
    for (const [def, value] of [
      [amount, "0"],
      [amount, "-3"],
      [amount, "5000.01"],
      [count, "0"],
      [count, "10"],
    ] as const) {
      expect(serverSays(def, value), `${def.label} ${value}`).toBe(fieldProblem(def, value));
    }
    expect(checkField(amount, "12.50")).toBe("12.50");
    expect(checkField(count, "3")).toBe(3);
  });

  it("without a lower bound a number is at least 0, as before; with one, below 0 is the bound's call", () => {
    expect(serverSays({ label: "Fee", type: "number" }, "-1")).toBe("Fee must be a positive number");
    expect(serverSays({ label: "Delta", type: "number", min: -10 }, "-5")).toBeUndefined();
    expect(serverSays({ label: "Delta", type: "number", min: -10 }, "-11")).toBe("Delta must be at least -10");
  });
});

describe("text rules", () => {
  const code: FieldDef = { label: "Code", term: "Payout code", maxLength: 6, input: { pattern: /^[A-Z]+$/, patternMessage: "Payout code must be capital letters" } };

  it("length, control characters and pattern, named by the field's term, the same on both sides", () => {
    for (const [value, message] of [
      ["ABCDEFG", "Payout code must be at most 6 characters"],
      ["AB\u0007", "Payout code must not contain control characters"],
      ["abc", "Payout code must be capital letters"],
    ] as const) {
      expect(fieldProblem(code, value)).toBe(message);
      expect(serverSays(code, value)).toBe(message);
    }
    expect(fieldProblem(code, " ABC ")).toBeNull();
    expect(checkField(code, " ABC ")).toBe("ABC");
  });

  it("enum membership", () => {
    const status: FieldDef = { label: "Status", type: "enum", options: [{ value: "pending", label: "Pending" }, { value: "paid", label: "Paid" }] };
    expect(fieldProblem(status, "lost")).toBe("Status must be one of pending, paid");
    expect(serverSays(status, "lost")).toBe("Status must be one of pending, paid");
    expect(fieldProblem(status, "paid")).toBeNull();
  });
});

describe("required and references", () => {
  const payouts = declare({
    name: "payouts",
    label: "Payouts",
    route: "/payouts",
    roles: {},
    fields: {
      merchantId: { label: "Merchant", type: "reference", reference: { resource: "merchants", display: "legalName", none: { value: "none", label: "None" } }, required: true },
      amount,
    },
    create: { title: "New Payout", okText: "Create", fields: ["merchantId", "amount"], success: "Payout created" },
  });

  it("a required field's message is the form's and the server's", () => {
    expect(requiredMessage(payouts.fields!.merchantId!)).toBe("Merchant is required");
    expect(() => validateCreate(payouts, { amount: "1.00" })).toThrow("Merchant is required");
  });

  it("a reference must name a record its resource holds; its none value is no reference", async () => {
    expect(referenceMessage(payouts.fields!.merchantId!)).toBe("Merchant not found");
    const exists = async (resource: string, id: string) => resource === "merchants" && id === "m1";
    await expect(checkReferences(payouts, { merchantId: "m2" }, exists)).rejects.toThrow("Merchant not found");
    await expect(checkReferences(payouts, { merchantId: "m1" }, exists)).resolves.toBeUndefined();
    await expect(checkReferences(payouts, { merchantId: "none" }, exists)).resolves.toBeUndefined();
  });

  it("a seed reads the collections its references name; its context draws the same on every host", () => {
    expect(seedCollections({ declaration: payouts, uses: ["wallets"] })).toEqual(["merchants", "wallets"]);
    const a = seedContext("payouts", 0, {});
    const b = seedContext("payouts", 0, {});
    const drawn = [a.id("po_"), a.pick([1, 2, 3]), a.random()];
    expect([b.id("po_"), b.pick([1, 2, 3]), b.random()]).toEqual(drawn);
    expect(drawn[0]).toMatch(/^po_[a-z0-9]{8}$/);
  });
});

describe("special handlers check by the declared field", () => {
  it("a merchant's legal name and an API key's name: the form's rule, the handler's refusal, the same words", () => {
    const long = "x".repeat(MAX_CHARS.legalName + 1);
    const formSays = fieldProblem(merchants.fields!.legalName!, long);
    expect(formSays).toBe(`Legal name must be at most ${MAX_CHARS.legalName} characters`);
    expect(() => merchantFromBody({ legalName: long, ein: "12-3456789", businessType: "llc" }, "m1", "2026-01-01T00:00:00.000Z")).toThrow(formSays!);
    const keyName = "k".repeat(MAX_CHARS.apiKeyName + 1);
    expect(fieldProblem(apiKeys.fields!.name!, keyName)).toBe(`API key name must be at most ${MAX_CHARS.apiKeyName} characters`);
  });
});

describe("one name per action", () => {
  it("a row action with its own path is the server action of its name, and its access-control name", () => {
    const d = declare({
      name: "payouts",
      label: "Payouts",
      route: "/payouts",
      roles: { actions: { "mark-paid": "admin" } },
      api: { list: "/api/payouts", actions: { export: { method: "get", path: "/api/payouts/export" } } },
      actions: [
        { name: "mark-paid", label: "Mark paid", call: { method: "post", path: "/api/payouts/:id/paid" } },
        { name: "pay", label: "Pay", call: { custom: "export" } },
      ],
    });
    expect(actionsOf(d)).toEqual({ export: { method: "get", path: "/api/payouts/export" }, "mark-paid": { method: "post", path: "/api/payouts/:id/paid" } });
    expect(actionName(d.actions![0]!)).toBe("mark-paid");
    // A `{ custom }` call is checked under the server action's name, whatever the row action is called.
    expect(actionName(d.actions![1]!)).toBe("export");
  });
});
