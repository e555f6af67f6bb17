// antd's CSS-in-JS calls rc-util's updateCSS from an insertion effect of *every* component
// instance that mounts, not once per style: 413 calls for 42 new <style> tags on a cold dashboard,
// 985 for 68 after Transactions, Wallets and Create Wallet. Each call lists every <style> in the
// head twice over and reads the matching tag's innerHTML (a copy of its kilobytes of CSS) to compare.
// This wraps it for @ant-design/cssinjs's style hook (useStyleRegister) only (build/antd-stand-ins.ts): a key
// already injected with the same CSS, into the same container, whose tag is still in the document,
// returns that tag at once. A new key, or a tag someone removed, goes through rc-util, which places
// and marks the tag; changed CSS is written into the tag we hold.
// The CSS always goes in as text. rc-util writes it with innerHTML, which runs the HTML parser over
// every character: ≈ 0.5 ms a tag, 30 ms (64 tags) inside a cold dashboard's commit at 1× CPU, the
// longest task of its load (docs/performance.md, "antd's styles").
import { updateCSS as rcUpdateCSS } from "rc-util/es/Dom/dynamicCSS";

export { clearContainerCache, injectCSS, removeCSS } from "rc-util/es/Dom/dynamicCSS";

type Options = NonNullable<Parameters<typeof rcUpdateCSS>[2]>;

interface Injected {
  node: HTMLElement;
  css: string;
  attachTo: unknown;
}

const injected = new Map<string, Injected>();

export function updateCSS(css: string, key: string, option: Options = {}): HTMLElement {
  const seen = injected.get(key);
  if (seen && seen.attachTo === option.attachTo && seen.node.isConnected) {
    if (seen.css !== css) writeCss(seen.node, css, option);
    seen.css = css;
    return seen.node;
  }
  const node = writeCss(rcUpdateCSS("", key, option), css, option);
  injected.set(key, { node, css, attachTo: option.attachTo });
  return node;
}

function writeCss(node: HTMLElement, css: string, option: Options) {
  node.textContent = css;
  const nonce = option.csp?.nonce;
  if (nonce && node.nonce !== nonce) node.nonce = nonce;
  return node;
}
