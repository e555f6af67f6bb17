// Stand-in for antd's Typography `editable` feature (antd/es/typography/Editable) in the browser
// build. Every Typography.Title/Text/Paragraph imports it, and it brings antd's Input and TextArea
// (≈ 16 kB gzip) to every page that shows text, though the console never edits text in place.
// To use `editable`, remove the stand-in from vite.config.ts.
export default function Editable(): never {
  throw new Error("antd Typography `editable` is not bundled (see src/lib/shims/antd-typography-editable.ts)");
}
