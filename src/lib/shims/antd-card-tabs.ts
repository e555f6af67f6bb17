// Stand-in for the Tabs that antd's Card imports for its `tabList` prop, in the browser build:
// every Card would otherwise bring rc-tabs and antd's Tabs (≈ 10 kB gzip), though no Card here has
// tabs (screens with tabs import antd's Tabs themselves, which this does not touch).
// To use `tabList`, remove the stand-in from vite.config.ts.
export default function CardTabs(): never {
  throw new Error("antd Card `tabList` is not bundled (see src/lib/shims/antd-card-tabs.ts)");
}
