// preloadRowParts (resources/types.ts): the lazy parts every row renders start loading with the
// screen, so no row suspends when the data arrives (React would hold the table back ≈ 300 ms).
import { describe, expect, it, vi } from "vitest";
import { lazyView, preloadRowParts, type Declaration } from "../../../resources/types";
import { allDeclarations, findByRoute } from "../../../src/app/declarations";

const Plain = () => null;

describe("preloadRowParts", () => {
  it("loads each lazy action Component and the list's RowActions; plain components and failed loads are left alone", async () => {
    const qr = vi.fn(async () => ({ default: Plain }));
    const extra = vi.fn(async () => ({ default: Plain }));
    const broken = vi.fn(() => Promise.reject(new Error("chunk failed")));
    const declaration = {
      name: "things",
      label: "Things",
      actions: [
        { name: "qr", label: "QR", Component: lazyView(qr) },
        { name: "plain", label: "Plain", Component: Plain },
        { name: "broken", label: "Broken", Component: lazyView(broken) },
        { name: "load", label: "Load", call: { method: "post", path: "/x" } },
      ],
      list: { columns: [], RowActions: lazyView(extra) },
    } as unknown as Declaration;
    preloadRowParts(declaration);
    preloadRowParts(declaration); // a second call starts nothing new
    expect(qr).toHaveBeenCalledOnce();
    expect(extra).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(broken).toHaveBeenCalled()); // its rejection is caught, not unhandled
  });

  it("Wallets' QR button is such a part", () => {
    const wallets = findByRoute(allDeclarations(), "/wallets")!;
    const qr = wallets.actions!.find((a) => a.name === "qr")!.Component as unknown as { preload: () => Promise<unknown> };
    const spy = vi.spyOn(qr, "preload");
    preloadRowParts(wallets);
    expect(spy).toHaveBeenCalledOnce();
  });
});
