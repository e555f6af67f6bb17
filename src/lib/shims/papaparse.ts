// Stand-in for `papaparse` in the browser build. Refine's core imports it for its useImport and
// useExport hooks (CSV), which this console does not use (its CSV export is src/lib/csv.ts), and
// the minified CommonJS build cannot be tree-shaken: ≈ 19 kB before gzip on every signed-in page.
// To use those hooks, remove the alias in vite.config.ts.
function notBundled(): never {
  throw new Error("papaparse is not bundled (see src/lib/shims/papaparse.ts): Refine's useImport/useExport are unavailable");
}

export default { parse: notBundled, unparse: notBundled };
