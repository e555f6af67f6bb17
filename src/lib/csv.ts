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

/** The header line. */
export function csvHeader<T>(columns: ReadonlyArray<CsvColumn<T>>): string {
  return columns.map((column) => csvCell(column.header)).join(",");
}

/** One line per row, joined with CRLF (no line break before the first or after the last). */
export function csvLines<T>(rows: readonly T[], columns: ReadonlyArray<CsvColumn<T>>): string {
  const lines = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    lines[i] = columns.map((column) => csvCell(column.value(row))).join(",");
  }
  return lines.join("\r\n");
}

/** Header row then one line per row, joined with CRLF (no trailing line break). */
export function toCsv<T>(rows: readonly T[], columns: ReadonlyArray<CsvColumn<T>>): string {
  return rows.length === 0 ? csvHeader(columns) : `${csvHeader(columns)}\r\n${csvLines(rows, columns)}`;
}

/**
 * A CSV file made a batch of rows at a time, as `toCsv` would write it whole. Each batch is encoded
 * when added and kept as a Blob, so the file never exists as one string: 500,000 transactions are
 * 85 MB of text, and writing them, then turning that string into a Blob, held the page for 5 s.
 */
export class CsvFile<T> {
  private readonly parts: BlobPart[];

  constructor(private readonly columns: ReadonlyArray<CsvColumn<T>>) {
    this.parts = [csvHeader(columns)];
  }

  readonly add = (rows: readonly T[]): void => {
    if (rows.length > 0) this.parts.push(new Blob([`\r\n${csvLines(rows, this.columns)}`]));
  };

  /** The file's parts, for `downloadCsv`. */
  get content(): readonly BlobPart[] {
    return this.parts;
  }
}

/**
 * Save `csv` (the text, or a CsvFile's parts) as `filename`: a UTF-8 Blob with a BOM (so Excel
 * reads the encoding), a temporary <a download> clicked once, and the object URL revoked on the
 * next task (revoking in the same task can cancel the download in some browsers).
 */
export function downloadCsv(filename: string, csv: string | readonly BlobPart[]): void {
  downloadBlob(filename, new Blob(["\uFEFF", ...(typeof csv === "string" ? [csv] : csv)], { type: "text/csv;charset=utf-8" }));
}

/** Saves a file the page made (a CSV, the recovery codes' text) through a temporary <a download>. */
export function downloadBlob(filename: string, blob: Blob): void {
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
