// antd's style hook calls updateCSS on every component mount; the stand-in (build/antd-stand-ins.ts)
// returns an unchanged style's tag at once and leaves every other case to rc-util.
import { afterEach, describe, expect, it } from "vitest";
import { updateCSS } from "../../../src/lib/shims/antd-update-css";

/** Counts reads of the tag's innerHTML: rc-util reads it on every repeat to compare the CSS. */
function countInnerHtmlReads(node: HTMLElement) {
  let reads = 0;
  const proto = Object.getOwnPropertyDescriptor(Element.prototype, "innerHTML")!;
  Object.defineProperty(node, "innerHTML", {
    configurable: true,
    get() {
      reads++;
      return proto.get!.call(this);
    },
    set(value: string) {
      proto.set!.call(this, value);
    },
  });
  return () => reads;
}

/** This file's tags only (other files sharing the worker leave antd's styles in the head). */
const KEYS = ["key-same", "key-changed", "key-removed", "key-container", "key-text"];
const tagsFor = (key: string) => document.querySelectorAll(`style[rc-util-key="${key}"]`);

describe("antd's updateCSS, repeated", () => {
  afterEach(() => KEYS.forEach((key) => tagsFor(key).forEach((tag) => tag.remove())));

  it("injects a style once; a repeat with the same CSS returns the same tag without reading it back", () => {
    const node = updateCSS(".a{color:red}", "key-same");
    const reads = countInnerHtmlReads(node);
    expect(updateCSS(".a{color:red}", "key-same")).toBe(node);
    expect(updateCSS(".a{color:red}", "key-same")).toBe(node);
    expect(reads()).toBe(0);
    expect(tagsFor("key-same")).toHaveLength(1);
    expect(node.textContent).toBe(".a{color:red}");
  });

  it("writes the CSS as text: innerHTML, which runs the HTML parser over it, is never given the CSS", () => {
    const proto = Object.getOwnPropertyDescriptor(Element.prototype, "innerHTML")!;
    const written: string[] = [];
    Object.defineProperty(Element.prototype, "innerHTML", {
      configurable: true,
      get: proto.get,
      set(value: string) {
        written.push(value);
        proto.set!.call(this, value);
      },
    });
    try {
      const node = updateCSS(".e{color:red}", "key-text");
      updateCSS(".e{color:blue}", "key-text");
      expect(node.textContent).toBe(".e{color:blue}");
      expect(written.filter((css) => css !== "")).toEqual([]);
    } finally {
      Object.defineProperty(Element.prototype, "innerHTML", proto);
    }
  });

  it("changed CSS under the same key updates the tag", () => {
    const node = updateCSS(".b{color:red}", "key-changed");
    expect(updateCSS(".b{color:blue}", "key-changed")).toBe(node);
    expect(node.textContent).toBe(".b{color:blue}");
    expect(tagsFor("key-changed")).toHaveLength(1);
  });

  it("a tag removed from the document is injected again", () => {
    const first = updateCSS(".c{color:red}", "key-removed");
    first.remove();
    const second = updateCSS(".c{color:red}", "key-removed");
    expect(second.isConnected).toBe(true);
    expect(tagsFor("key-removed")).toHaveLength(1);
  });

  it("another container gets its own tag", () => {
    const host = document.createElement("div");
    document.body.append(host);
    const inHead = updateCSS(".d{color:red}", "key-container");
    const inHost = updateCSS(".d{color:red}", "key-container", { attachTo: host });
    expect(inHost).not.toBe(inHead);
    expect(inHost.parentNode).toBe(host);
    host.remove();
  });
});
