// useIdempotencyKey: one key per dialog attempt — kept across re-renders and failed submits,
// renewed after a success and when the dialog opens again.
import { describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useIdempotencyKey } from "../../../src/components/useIdempotencyKey";
import { newIdempotencyKey } from "../../../src/lib/idempotency";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newIdempotencyKey", () => {
  it("makes distinct random UUID v4 keys", () => {
    const keys = new Set(Array.from({ length: 200 }, newIdempotencyKey));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});

describe("useIdempotencyKey", () => {
  it("keeps its key across renders (a retry after a failure reuses it) and renews it on request", () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.key;
    expect(first).toMatch(UUID_V4);
    rerender();
    expect(result.current.key).toBe(first);
    act(() => result.current.renew());
    expect(result.current.key).not.toBe(first);
    expect(result.current.key).toMatch(UUID_V4);
  });

  it("a new key each time the dialog opens again, the same while it stays open", () => {
    const { result, rerender } = renderHook(({ open }) => useIdempotencyKey(open), { initialProps: { open: true } });
    const first = result.current.key;
    rerender({ open: true });
    expect(result.current.key).toBe(first);
    rerender({ open: false });
    rerender({ open: true });
    expect(result.current.key).not.toBe(first);
  });

  it("a form mounted per opening gets a new key per mount", () => {
    const a = renderHook(() => useIdempotencyKey()).result.current.key;
    const b = renderHook(() => useIdempotencyKey()).result.current.key;
    expect(a).not.toBe(b);
  });
});
