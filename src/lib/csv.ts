// CSV export (DESIGN §1 "Export Data"): RFC 4180 text with a spreadsheet formula-injection guard.
// Every text cell is quoted: a spreadsheet whose locale separates with ";" (most of Europe) then
// never splits a value like "Acme; Inc" or "12,50" into two columns, whatever it guesses.

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

const FORMULA_START_RE = /^[=+\-@\t\r]/;
const PLAIN_NUMBER_RE = /^-?\d+(\.\d+)?$/;

function stringify(value: unknown): { text: string; fromText: boolean } {
  if (value === null || value === undefined) return { text: "", fromText: false };
  switch (typeof value) {
    case "string":
      return { text: value, fromText: true };
    case "number":
      return { text: Number.isFinite(value) ? String(value) : "", fromText: false };
    case "bigint":
      return { text: value.toString(), fromText: false };
    case "boolean":
      return { text: value ? "true" : "false", fromText: false };
    default:
      break;
  }
  if (value instanceof Date) {
    return { text: Number.isFinite(value.getTime()) ? value.toISOString() : "", fromText: true };
  }
  if (typeof value === "object") {
    try {
      const json = JSON.stringify(value);
      if (typeof json === "string") return { text: json, fromText: true };
    } catch {
      // fall through to String()
    }
  }
  try {
    return { text: String(value), fromText: true };
  } catch {
    return { text: "", fromText: false };
  }
}

/**
 * One CSV field. Text that a spreadsheet would run as a formula (starting with = + - @ tab or CR)
 * gets a leading apostrophe, except plain numbers like "-12.50". Text that is not empty is always
 * quoted, inner quotes doubled; numbers and booleans are bare, empty values are empty fields.
 */
export function csvCell(value: unknown): string {
  const { text, fromText } = stringify(value);
  const guarded = fromText && FORMULA_START_RE.test(text) && !PLAIN_NUMBER_RE.test(text) ? `'${text}` : text;
  return fromText && guarded !== "" ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** Header row then one line per row, joined with CRLF (no trailing line break). */
export function toCsv<T>(rows: readonly T[], columns: ReadonlyArray<CsvColumn<T>>): string {
  const lines = new Array<string>(rows.length + 1);
  lines[0] = columns.map((column) => csvCell(column.header)).join(",");
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    lines[i + 1] = columns.map((column) => csvCell(column.value(row))).join(",");
  }
  return lines.join("\r\n");
}

/**
 * Save `csv` as `filename`: a UTF-8 Blob with a BOM (so Excel reads the encoding), a temporary
 * <a download> clicked once, and the object URL revoked on the next task (revoking in the same
 * task can cancel the download in some browsers).
 */
export function downloadCsv(filename: string, csv: string): void {
  const blob = new Blob(["\uFEFF" + csv], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
