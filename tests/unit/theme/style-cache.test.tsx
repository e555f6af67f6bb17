// antd's style cache keeps what it computed after the last component using a style unmounts, so a
// dialog opened again does not recompute its components' styles (src/theme/style-cache.ts).
import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { Button, Input } from "antd";
import { StyleProvider, createCache } from "@ant-design/cssinjs";
import { keepingStyles } from "../../../src/theme/style-cache";

type Cache = ReturnType<typeof createCache>;
/** The cache's style entries ("style%…" keys), with their user counts. */
const styles = (cache: Cache) => [...(cache as unknown as { cache: Map<string, [number, unknown]> }).cache].filter(([key]) => key.startsWith("style%"));

function mountAndUnmount(cache: Cache) {
  const { unmount } = render(
    <StyleProvider cache={cache}>
      <Button>Save</Button>
      <Input aria-label="Name" />
    </StyleProvider>,
  );
  const mounted = styles(cache).length;
  unmount();
  return mounted;
}

describe("keepingStyles", () => {
  it("stock, the last unmount drops a style's entry; kept, it stays with no users and is reused", () => {
    const stock = createCache();
    expect(mountAndUnmount(stock)).toBeGreaterThan(0);
    expect(styles(stock)).toEqual([]);

    const kept = keepingStyles(createCache());
    const mounted = mountAndUnmount(kept);
    const after = styles(kept);
    expect(after).toHaveLength(mounted);
    expect(after.every(([, [users]]) => users === 0)).toBe(true);
    const computed = new Map(after.map(([key, [, value]]) => [key, value]));

    // Mounted again: the same computed values, counted again.
    render(
      <StyleProvider cache={kept}>
        <Button>Save</Button>
        <Input aria-label="Name" />
      </StyleProvider>,
    );
    const again = styles(kept);
    expect(again.every(([key, [users, value]]) => users > 0 && computed.get(key) === value)).toBe(true);
  });
});
