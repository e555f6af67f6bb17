// antd's CSS-in-JS calls rc-util's updateCSS from an insertion effect of *every* component
// instance that mounts, not once per style: 413 calls for 42 new <style> tags on a cold dashboard,
// 985 for 68 after Transactions, Wallets and Create Wallet. Each call lists every <style> in the
// head twice over and reads the matching tag's innerHTML (a copy of its kilobytes of CSS) to compare.
// This wraps it for @ant-design/cssinjs's style hook (useStyleRegister) only (build/antd-stand-ins.ts): a key
// already injected with the same CSS, into the same container, whose tag is still in the document,
// returns that tag at once. Anything else (a new key, changed CSS, a tag someone removed) goes
// through rc-util as before.
import { updateCSS as rcUpdateCSS } from "rc-util/es/Dom/dynamicCSS";

export { clearContainerCache, injectCSS, removeCSS } from "rc-util/es/Dom/dynamicCSS";

type Options = Parameters<typeof rcUpdateCSS>[2];

interface Injected {
  node: HTMLElement;
  css: string;
  attachTo: unknown;
}

const injected = new Map<string, Injected>();

export function updateCSS(css: string, key: string, option: Options = {}): HTMLElement {
  const seen = injected.get(key);
  if (seen && seen.css === css && seen.attachTo === option.attachTo && seen.node.isConnected) return seen.node;
  const node = rcUpdateCSS(css, key, option);
  injected.set(key, { node, css, attachTo: option.attachTo });
  return node;
}
