// Named cell formats for declarative lists; the rules themselves live in src/lib/format.ts.
import type { ReactNode } from "react";
import type { ColumnFormat } from "../../../resources/types";
import {
  formatDate,
  formatMoney,
  formatRelativeTime,
  formatSignedAmount,
  maskApiKey,
  maskLastFour,
  safeText,
  shortId,
  truncate,
  typeLabel,
} from "../../lib/format";
import { StatusBadge } from "../StatusBadge";

type Rec = Record<string, any>;
const sized = /^(shortId|truncate)\((\d+)\)$/;

export function renderFormat(format: ColumnFormat | undefined, value: unknown, record: Rec): ReactNode {
  const m = format ? sized.exec(format) : null;
  if (m) {
    const n = Number(m[2]);
    const s = safeText(value);
    return (
      <span title={s} className="pd-mono">
        {m[1] === "shortId" ? shortId(s, n) : truncate(s, n)}
      </span>
    );
  }
  switch (format) {
    case "money":
      return formatMoney(value as string);
    case "moneyWithCurrency":
      return formatMoney(value as string, record.currency);
    case "signedAmount":
      return formatSignedAmount(String(record.type ?? ""), value as string, record.currency);
    case "date":
      return formatDate(value as string);
    case "relativeTime":
      return formatRelativeTime(value as string);
    case "badge":
      return <StatusBadge status={value as string} />;
    case "upperBadge":
      return <StatusBadge status={value as string} upper />;
    case "activeBadge":
      return <StatusBadge status={value ? "active" : "inactive"} />;
    case "typeLabel":
      return typeLabel(String(value ?? ""));
    case "lastFour":
      return maskLastFour(value as string);
    case "apiKeyMask":
      return <span className="pd-mono">{maskApiKey(value as string)}</span>;
    default:
      // Plain text: a value that is not text (an object, a list) shows as empty, not "[object Object]".
      return safeText(value);
  }
}

export function isEmptyValue(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === "string" && v.trim() === "");
}
