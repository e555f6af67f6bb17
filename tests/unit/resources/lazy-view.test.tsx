// lazyView: once its chunk is in, the screen renders in the same pass — no fallback, so no
// 300 ms fallback throttle from React before the real screen shows.
import { Suspense } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyView } from "../../../resources/types";

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

let container: HTMLDivElement;
afterEach(() => container?.remove());

/** Renders synchronously (like an update from a store) and returns the text right after. */
function renderNow(node: React.ReactNode): string {
  container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<Suspense fallback={<p>Loading</p>}>{node}</Suspense>));
  return container.textContent ?? "";
}

describe("lazyView", () => {
  it("renders without suspending once preloaded, with its props", async () => {
    const View = lazyView(async () => ({ default: Hello }));
    await View.preload();
    expect(renderNow(<View name="Ada" />)).toBe("Hello Ada");
  });

  it("suspends (shows the fallback) when rendered before its chunk is in", () => {
    const View = lazyView(() => new Promise<{ default: typeof Hello }>(() => {}));
    expect(renderNow(<View name="Ada" />)).toBe("Loading");
  });

  it("loads the chunk once however often it is preloaded", async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    const View = lazyView(load);
    await Promise.all([View.preload(), View.preload()]);
    renderNow(<View name="Ada" />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries the chunk again after a failed load", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue({ default: Hello });
    const View = lazyView(load);
    await expect(View.preload()).rejects.toThrow("offline");
    await View.preload();
    expect(renderNow(<View name="Ada" />)).toBe("Hello Ada");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
