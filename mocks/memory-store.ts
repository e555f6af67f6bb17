// The store in memory (server/store/types.ts): the demo backend's DbState behind the one Table
// interface the rules use, so the in-browser demo and the PayDesk server run the same rules (DESIGN
// §6). It answers exactly as the SQL store (server/store/sql.ts) on PostgreSQL answers — the
// columns of each table (a missing one reads null, anything else is dropped), numeric(15,2) money,
// timestamps as ISO instants, the constraints of the first migration, and the Query semantics: text
// compares in code point order (PGlite's C collation), `::text` of a timestamp is PostgreSQL's own
// form in UTC, nulls sort last, ties newest first (time desc, id desc). tests/server/store-parity.test.ts
// holds the two stores side by side.
//
// Where the data lives: the SPEC collections are DbState's arrays, kept in that newest-first order
// (a new row goes to its place, the front for a new one); audit, approvals and views are DbState's
// optional arrays; a declared resource's records are `state[name]`, as mocks/resource-handlers.ts
// keeps them; sessions are DbState.sessions, keyed by the session id (times in epoch ms, as the demo's
// own); idempotency records, sign-in failures and invitations are the arrays `state[":idempotency"]`,
// `state[":signInFailures"]` and `state[":invitations"]` (not declared in DbState: persistence keeps them
// like a resource's collection, stored-state passes them through), the organisation's settings the
// object `state[":organisation"]`. Password hashes stay in a map of this store, never
// in a user. Once a store is made over a state, every write goes through it (rows are replaced, never
// edited in place, so the caches below stay true).
//
// atomically: one piece of work at a time, like PGlite's one connection. Outside a transaction each
// call waits for the running one (so nothing reads a half-done transaction and a rollback never
// undoes another's write); inside, the `tx` store runs at once. A throw undoes the transaction's
// writes from a log kept per write (no copy of a table: a bulk write is undone by one merge or
// compaction pass). The caches (ids, search texts, sort values) follow every write and its undo.
import type { Filter, Query, Row, SortKey, Store, Table, ValueType } from "../server/store/types";
import type { DbState, Session } from "./types";
import { vouchedRows } from "./vouched-rows";

/** A column's SQL type (server/db/migrations/0001-init.ts). */
type Kind = "text" | "numeric" | "integer" | "boolean" | "timestamp" | "jsonb";

interface Spec {
  /** The SQL table, for messages. */
  table: string;
  /** The newest-first order: this timestamp desc, then id desc. */
  time: string;
  /** Typed table: every column, in order; JSON table: the columns kept beside the record. */
  columns: ReadonlyArray<readonly [string, Kind]>;
  json?: boolean;
  notNull: readonly string[];
  /** A CHECK constraint: the violated constraint's name, or null. */
  check?: (row: Row) => string | null;
  /** Columns every row of this view of the table has (records: the resource). */
  fixed?: Readonly<Record<string, string>>;
}

const text = (...names: string[]) => names.map((n) => [n, "text"] as const);
const bool = (...names: string[]) => names.map((n) => [n, "boolean"] as const);
const ROLES = ["viewer", "operator", "admin"];

const SPECS = {
  users: {
    table: "users",
    time: "createdAt",
    columns: [
      ...text("id", "email", "firstName", "lastName", "role", "theme", "profileImageUrl", "phone", "company", "department"),
      ["createdAt", "timestamp"],
      ...bool("emailNotifications", "pushNotifications", "smsNotifications", "transactionAlerts", "securityAlerts", "marketingEmails", "twoFactorEnabled", "loginAlerts"),
      ["sessionTimeout", "integer"],
      ...text("language", "timezone", "currency", "dateFormat"),
    ],
    notNull: ["id", "email", "role", "createdAt"],
    check: (r) => (ROLES.includes(r.role as string) ? null : "users_role_check"),
  },
  wallets: {
    table: "wallets",
    time: "createdAt",
    columns: [["id", "text"], ["balance", "numeric"], ...text("currency", "status", "customerId", "merchantId"), ["createdAt", "timestamp"]],
    notNull: ["id", "balance", "currency", "status", "createdAt"],
    // The database itself refuses an overdraft, whatever a rule does.
    check: (r) => (typeof r.balance === "string" && r.balance.startsWith("-") ? "wallets_balance_check" : null),
  },
  transactions: {
    table: "transactions",
    time: "createdAt",
    columns: [...text("id", "type", "description"), ["amount", "numeric"], ...text("currency", "status", "walletId"), ["createdAt", "timestamp"]],
    notNull: ["id", "type", "status", "createdAt"],
  },
  tokens: {
    table: "tokens",
    time: "createdAt",
    columns: [...text("id", "tokenValue", "paymentMethodType", "lastFour", "expiryMonth", "expiryYear", "merchantId", "customerId"), ["isActive", "boolean"], ["createdAt", "timestamp"]],
    notNull: ["id", "tokenValue", "paymentMethodType", "isActive", "createdAt"],
  },
  merchants: {
    table: "merchants",
    time: "createdAt",
    columns: [...text("id", "legalName", "ein", "businessType", "kycStatus", "onboardingStatus"), ["createdAt", "timestamp"]],
    notNull: ["id", "legalName", "ein", "businessType", "kycStatus", "onboardingStatus", "createdAt"],
  },
  kycDocuments: {
    table: "kycDocuments",
    time: "uploadedAt",
    columns: [
      ...text("id", "merchantId", "documentType", "fileName", "fileUrl"),
      ["fileSize", "integer"],
      ...text("mimeType", "status"),
      ["uploadedAt", "timestamp"],
      ["reviewedAt", "timestamp"],
      ...text("reviewNotes", "reviewedBy"),
    ],
    notNull: ["id", "merchantId", "documentType", "fileName", "fileUrl", "fileSize", "mimeType", "status", "uploadedAt"],
  },
  apiKeys: {
    table: "apiKeys",
    time: "createdAt",
    columns: [...text("id", "name", "keyValue", "merchantId", "environment"), ["permissions", "jsonb"], ["isActive", "boolean"], ["createdAt", "timestamp"], ["lastUsed", "timestamp"]],
    notNull: ["id", "name", "keyValue", "environment", "permissions", "isActive", "createdAt"],
  },
  sessions: {
    table: "sessions",
    time: "startedAt",
    columns: [...text("id", "publicId", "userId"), ["startedAt", "timestamp"], ["lastActiveAt", "timestamp"], ...text("userAgent", "address")],
    notNull: ["id", "publicId", "userId", "startedAt", "lastActiveAt"],
  },
  knownBrowsers: {
    table: "knownBrowsers",
    time: "lastSeenAt",
    columns: [...text("id", "userId"), ["firstSeenAt", "timestamp"], ["lastSeenAt", "timestamp"]],
    notNull: ["id", "userId", "firstSeenAt", "lastSeenAt"],
  },
  userAlerts: {
    table: "userAlerts",
    time: "at",
    columns: [...text("id", "userId", "kind"), ["at", "timestamp"], ...text("browser", "address"), ["readAt", "timestamp"]],
    notNull: ["id", "userId", "kind", "at"],
  },
  idempotency: {
    table: "idempotency",
    time: "at",
    columns: [...text("id", "userId", "request"), ["status", "integer"], ...text("body", "contentType"), ["at", "timestamp"]],
    notNull: ["id", "userId", "request", "at"],
  },
  signInFailures: {
    table: "signInFailures",
    time: "at",
    columns: [...text("id", "email", "address"), ["at", "timestamp"]],
    notNull: ["id", "email", "address", "at"],
  },
  invitations: {
    table: "invitations",
    time: "createdAt",
    columns: [...text("id", "userId", "email", "role", "tokenHash", "invitedBy"), ["createdAt", "timestamp"], ["expiresAt", "timestamp"], ["acceptedAt", "timestamp"], ["approvalId", "text"]],
    notNull: ["id", "userId", "email", "role", "invitedBy", "createdAt"],
    check: (r) => (ROLES.includes(r.role as string) ? null : "invitations_role_check"),
  },
  audit: {
    table: "auditEvents",
    time: "at",
    columns: [["id", "text"], ["at", "timestamp"], ...text("actorId", "resource", "recordId", "action")],
    json: true,
    notNull: ["id", "at", "actorId", "resource", "action"],
  },
  approvals: {
    table: "approvals",
    time: "requestedAt",
    columns: [...text("id", "status", "kind", "recordId"), ["requestedAt", "timestamp"]],
    json: true,
    notNull: ["id", "status", "kind", "recordId", "requestedAt"],
  },
  views: {
    table: "views",
    time: "createdAt",
    columns: [...text("id", "owner", "list"), ["createdAt", "timestamp"]],
    json: true,
    notNull: ["id", "owner", "list", "createdAt"],
  },
  twoFactor: {
    table: "twoFactor",
    time: "updatedAt",
    columns: [...text("id", "secret", "pendingSecret"), ["lastStep", "integer"], ["recoveryCodes", "jsonb"], ["updatedAt", "timestamp"]],
    notNull: ["id", "recoveryCodes", "updatedAt"],
  },
} satisfies Record<string, Spec>;

type TableName = keyof typeof SPECS;

/** Where each table lives in the DbState (sessions: the DbState.sessions map). */
const PLACES: Record<Exclude<TableName, "sessions">, string> = {
  users: "users",
  wallets: "wallets",
  transactions: "transactions",
  tokens: "tokens",
  merchants: "merchants",
  kycDocuments: "kycDocuments",
  apiKeys: "apiKeys",
  idempotency: ":idempotency",
  signInFailures: ":signInFailures",
  invitations: ":invitations",
  knownBrowsers: ":knownBrowsers",
  userAlerts: ":userAlerts",
  audit: "audit",
  approvals: "approvals",
  views: "views",
  twoFactor: ":twoFactor",
};
/** Where the organisation's settings live in the DbState (extension `organisation`): one object, as the SQL store's one row. */
const ORGANISATION_PLACE = ":organisation";

/** Tables whose rows belong to a user (invitations: the invited user) (userId references users.id, on delete cascade). */
const OWNED = ["sessions", "knownBrowsers", "userAlerts", "invitations"] as const;
type Owned = (typeof OWNED)[number];

/** DbState keys that are not a declared resource's records. */
const RESERVED = new Set<string>(["sessions", "idempotency", ORGANISATION_PLACE, ...Object.values(PLACES)]);

const recordsSpec = (resource: string): Spec => ({
  table: "records",
  time: "createdAt",
  columns: [["id", "text"], ["createdAt", "timestamp"]],
  json: true,
  notNull: ["id", "createdAt"],
  fixed: { resource },
});

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

// ---------------------------------------------------------------------------------------------
// Values as PostgreSQL reads, casts, prints and compares them

/** A value the database refused (the SQL store would throw the database's error). */
export class StoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StoreError";
  }
}

const isNull = (v: unknown): v is null | undefined => v === null || v === undefined;

/** Text in code point order, as PostgreSQL's C collation (UTF-8 byte order) compares it. */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x !== y) {
      // UTF-16 puts U+E000–U+FFFF after the surrogates of U+10000 and above; code points do not.
      if (x >= 0xd800 && y >= 0xd800) {
        x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
        y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
      }
      return x < y ? -1 : 1;
    }
  }
  return a.length - b.length;
}

/** An exact decimal: units / 10^scale. */
interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL = /^\s*([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,4}))?\s*$/;

function parseDecimal(input: string): Decimal | null {
  const m = DECIMAL.exec(input);
  if (!m || (m[2] === "" && !m[3])) return null;
  const fraction = m[3] ?? "";
  let digits = m[2] + fraction;
  let scale = fraction.length - (m[4] ? Number(m[4]) : 0);
  if (scale < 0) {
    digits += "0".repeat(-scale);
    scale = 0;
  }
  const units = BigInt(digits || "0");
  return { units: m[1] === "-" ? -units : units, scale };
}

/** The decimal at `scale`, rounded half away from zero (numeric's rounding). */
function rescale(d: Decimal, scale: number): bigint {
  if (scale >= d.scale) return d.units * 10n ** BigInt(scale - d.scale);
  const factor = 10n ** BigInt(d.scale - scale);
  const quotient = d.units / factor;
  const rest = d.units % factor;
  return (rest < 0n ? -rest : rest) * 2n >= factor ? quotient + (d.units < 0n ? -1n : 1n) : quotient;
}

function decimalText(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
  const body = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return negative ? `-${body}` : body;
}

/** `value::numeric`; throws as PostgreSQL does on text that is no number. */
function castNumeric(value: unknown): Decimal {
  const d = typeof value === "string" || typeof value === "number" || typeof value === "bigint" ? parseDecimal(String(value)) : null;
  if (!d) throw new StoreError(`invalid input syntax for type numeric: "${String(value)}"`);
  return d;
}

const MONEY = /^-?\d{1,13}\.\d\d$/;

/** numeric(15,2): two decimals, at most 13 before the point. */
function money(value: unknown): string {
  if (typeof value === "string" && MONEY.test(value) && value !== "-0.00") return value; // already so (almost always)
  const units = rescale(castNumeric(value), 2);
  if ((units < 0n ? -units : units) >= 10n ** 15n) throw new StoreError("numeric field overflow");
  return decimalText(units, 2);
}

const INSTANT = /^(\d{4}-\d\d-\d\d)(?:[T ](\d\d:\d\d)(?::(\d\d)(?:\.(\d+))?)?)?\s*(Z|[+-]\d\d(?::?\d\d)?)?$/i;

/** `value::timestamptz` as epoch ms (a text without a zone is UTC, the session's zone); NaN when it is none. */
function parseInstant(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value !== "string") return Number.NaN;
  const m = INSTANT.exec(value.trim());
  if (!m) return Number.NaN;
  const seconds = m[3] ?? "00";
  const ms = (m[4] ?? "").slice(0, 3).padEnd(3, "0");
  let zone = (m[5] ?? "Z").toUpperCase();
  if (zone !== "Z") zone = zone.length === 3 ? `${zone}:00` : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  return Date.parse(`${m[1]}T${m[2] ?? "00:00"}:${seconds}.${ms}${zone}`);
}

function castInstant(value: unknown): number {
  const ms = parseInstant(value);
  if (!Number.isFinite(ms)) throw new StoreError(`invalid input syntax for type timestamp with time zone: "${String(value)}"`);
  return ms;
}

/** Whether a string is an instant as Date#toISOString writes it (those compare as text). */
function isIsoInstant(v: unknown): v is string {
  return typeof v === "string" && v.length === 24 && v.charCodeAt(23) === 90 /* Z */ && v.charCodeAt(10) === 84 /* T */ && v.charCodeAt(19) === 46 /* . */;
}

const isoOf = (ms: number) => new Date(ms).toISOString();

/** `timestamptz::text` in a UTC session: "2024-01-02 03:04:05.12+00". */
function timestampText(ms: number): string {
  const iso = isoOf(ms);
  const fraction = iso.slice(20, 23).replace(/0+$/, "");
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ""}+00`;
}

/** jsonb's text: keys shortest first, then in byte order; ", " and ": " between. */
function jsonbText(v: unknown): string {
  if (v === null || v === undefined) return "null";
  if (Array.isArray(v)) return `[${v.map(jsonbText).join(", ")}]`;
  if (typeof v === "object") {
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o).filter((k) => o[k] !== undefined);
    keys.sort((a, b) => a.length - b.length || compareText(a, b));
    return `{${keys.map((k) => `${JSON.stringify(k)}: ${jsonbText(o[k])}`).join(", ")}}`;
  }
  return JSON.stringify(v);
}

const BOOLEAN_TEXT: Record<string, boolean> = { t: true, true: true, y: true, yes: true, on: true, "1": true, f: false, false: false, n: false, no: false, off: false, "0": false };

/** A value as a column of `kind` keeps it (the SQL store's encode, then PostgreSQL's input). */
function coerce(kind: Kind, v: unknown, column: string): unknown {
  if (isNull(v)) return null;
  switch (kind) {
    case "text":
      if (typeof v === "string") return v;
      if (v instanceof Date) return v.toISOString();
      return typeof v === "object" ? JSON.stringify(v) : String(v);
    case "numeric":
      return money(v);
    case "integer": {
      const n = typeof v === "number" ? v : typeof v === "string" && /^\s*[+-]?\d+\s*$/.test(v) ? Number(v) : Number.NaN;
      if (!Number.isInteger(n)) throw new StoreError(`invalid input syntax for type integer: "${String(v)}" (${column})`);
      if (Math.abs(n) > 2147483647) throw new StoreError(`value "${String(v)}" is out of range for type integer`);
      return n;
    }
    case "boolean": {
      if (typeof v === "boolean") return v;
      const b = BOOLEAN_TEXT[String(v).trim().toLowerCase()];
      if (b === undefined) throw new StoreError(`invalid input syntax for type boolean: "${String(v)}" (${column})`);
      return b;
    }
    case "timestamp":
      return isIsoInstant(v) ? v : isoOf(castInstant(v));
    case "jsonb":
      if (typeof v === "string") {
        try {
          return JSON.parse(v) as unknown;
        } catch {
          throw new StoreError(`invalid input syntax for type json (${column})`);
        }
      }
      return JSON.parse(JSON.stringify(v)) as unknown;
  }
}

// ---------------------------------------------------------------------------------------------
// Fields: a column of its type, a record's field in a JSON table (`data->>'name'`), or a fixed value

type Field = { name: string; kind: Kind | "json" | "fixed"; fixed?: string };

function fieldOf(spec: Spec, name: string): Field {
  const column = spec.columns.find(([c]) => c === name);
  if (column) return { name, kind: column[1] };
  if (spec.fixed && Object.hasOwn(spec.fixed, name)) return { name, kind: "fixed", fixed: spec.fixed[name] };
  if (!spec.json) throw new Error(`${spec.table} has no field ${name}`);
  if (!FIELD_NAME.test(name)) throw new Error(`Not a field name: ${name}`);
  return { name, kind: "json" };
}

const valueOf = (field: Field, row: Row): unknown => (field.kind === "fixed" ? field.fixed : row[field.name]);

/** `data->>'name'`: the text of a record's field (null for none). */
function jsonFieldText(v: unknown): string | null {
  if (isNull(v)) return null;
  if (typeof v === "string") return v;
  return typeof v === "object" ? jsonbText(v) : String(v);
}

/** How a field is cast in an expression: a column by its own type; a record's field by the query's type. */
function castOf(field: Field, type: ValueType | undefined): "text" | "numeric" | "date" | Kind {
  if (field.kind === "fixed") return "text";
  if (field.kind !== "json") return field.kind;
  return type === "money" || type === "number" ? "numeric" : type === "date" ? "date" : "text";
}

/** The field's `::text` (of its cast): what eq, ne, like, in, text ranges and the search compare. */
function textOf(field: Field, type: ValueType | undefined): (row: Row) => string | null {
  const cast = castOf(field, type);
  return (row) => {
    const v = valueOf(field, row);
    if (isNull(v)) return null;
    switch (cast) {
      case "text":
        return field.kind === "json" ? jsonFieldText(v) : typeof v === "string" ? v : (coerce("text", v, field.name) as string);
      case "numeric": {
        const d = castNumeric(field.kind === "json" ? jsonFieldText(v) : v);
        return decimalText(d.units, d.scale);
      }
      case "integer":
        return String(v);
      case "boolean":
        return v ? "true" : "false";
      case "timestamp":
      case "date":
        return timestampText(castInstant(field.kind === "json" ? jsonFieldText(v) : v));
      case "jsonb":
        return jsonbText(v);
    }
  };
}

type Ordered = number | string | null;

/** The field's value as it orders (sorts and typed ranges): numbers, instants (ms), or text. */
function orderOf(field: Field, type: ValueType | undefined): (row: Row) => Ordered {
  const cast = castOf(field, type);
  const asText = textOf(field, "text");
  return (row) => {
    const v = valueOf(field, row);
    if (isNull(v)) return null;
    switch (cast) {
      case "numeric": {
        const d = castNumeric(field.kind === "json" ? jsonFieldText(v) : v);
        return Number(decimalText(d.units, d.scale));
      }
      case "integer":
        return Number(v);
      case "boolean":
        return v ? 1 : 0;
      case "timestamp":
      case "date":
        return isIsoInstant(v) ? Date.parse(v) : castInstant(field.kind === "json" ? jsonFieldText(v) : v);
      default:
        return asText(row);
    }
  };
}

/** A cast that failed on one row: thrown when a query reaches that row, as the database's would. */
class Failed {
  constructor(readonly error: unknown) {}
}

function safely<T>(fn: (row: Row) => T): (row: Row) => T | Failed {
  return (row) => {
    try {
      return fn(row);
    } catch (error) {
      return new Failed(error);
    }
  };
}

function ok<T>(v: T | Failed): T {
  if (v instanceof Failed) throw v.error;
  return v;
}

/** `column = value` (where): typed equality on a column, text equality on a record's field. */
function equals(field: Field, value: unknown): (v: unknown) => boolean {
  const wanted = String(value);
  switch (field.kind) {
    case "fixed":
      return () => field.fixed === wanted;
    case "json":
      return (v) => jsonFieldText(v) === wanted;
    case "numeric":
    case "integer": {
      const n = Number(wanted);
      return (v) => !isNull(v) && Number(v) === n;
    }
    case "boolean": {
      const b = typeof value === "boolean" ? value : BOOLEAN_TEXT[wanted.trim().toLowerCase()];
      return (v) => v === b;
    }
    case "timestamp": {
      const ms = castInstant(value);
      return (v) => !isNull(v) && parseInstant(v) === ms;
    }
    case "jsonb": {
      const json = jsonbText(coerce("jsonb", value, field.name));
      return (v) => !isNull(v) && jsonbText(v) === json;
    }
    default:
      // A JSON table's column holds its record's value as text.
      return (v) => v === wanted || (!isNull(v) && typeof v !== "string" && coerce("text", v, field.name) === wanted);
  }
}

// ---------------------------------------------------------------------------------------------
// Where rows live: a DbState array (cached and indexed) or the sessions map

/** The rows of a table in their newest-first order, and values computed from them, index by index. */
interface View {
  rows: readonly Row[];
  /** `fn` of every row, kept with the rows while they change (arrays), or computed now. */
  derived<T>(key: string, fn: (row: Row) => T): ReadonlyArray<T | Failed>;
  /** The index of the row with this id, or -1. */
  position(id: string): number;
  /** The indices a query selects, kept until the next write (a page's list and count scan once). */
  matches(key: string, scan: () => number[]): number[];
}

interface Tx {
  undo: Array<() => void>;
  ended: boolean;
}

interface Source {
  view(): View;
  find(id: string): Row | undefined;
  insert(row: Row, tx: Tx | null): void;
  insertMany(rows: readonly Row[], tx: Tx | null): void;
  replace(old: Row, next: Row, tx: Tx | null): void;
  removeMany(rows: readonly Row[], tx: Tx | null): void;
}

/** Newest first: the time desc (a row without one first, as PostgreSQL's desc puts nulls), then id desc. */
function canonical(time: string): (a: Row, b: Row) => number {
  return (a, b) => {
    const x = a[time];
    const y = b[time];
    if (x !== y) {
      if (isIsoInstant(x) && isIsoInstant(y)) return x < y ? 1 : -1;
      const tx = parseInstant(x);
      const ty = parseInstant(y);
      const xNone = Number.isNaN(tx);
      const yNone = Number.isNaN(ty);
      if (xNone !== yNone) return xNone ? -1 : 1;
      if (!xNone && tx !== ty) return tx < ty ? 1 : -1;
    }
    return compareText(String(b.id), String(a.id));
  };
}

interface Derived {
  fn: (row: Row) => unknown;
  values: unknown[];
}

/** What a DbState array carries beside it: its id index, the derived values, the last query's matches. */
interface Aux {
  rows: Row[];
  length: number;
  /** Rows by id: made on the first look-up by id (a list never needs it). */
  byId: Map<string, Row> | null;
  derived: Map<string, Derived>;
  /** Raised by every write: what was derived from an older version is stale. */
  version: number;
  memo: { version: number; key: string; indices: number[] } | null;
}

function index(aux: Aux): Map<string, Row> {
  if (!aux.byId) {
    aux.byId = new Map();
    for (const row of aux.rows) aux.byId.set(String(row.id), row);
  }
  return aux.byId;
}

/** Above this many rows a bulk write merges or compacts in one pass instead of splicing row by row. */
const BULK = 32;

class ArraySource implements Source {
  private readonly order: (a: Row, b: Row) => number;

  constructor(
    private readonly state: Record<string, unknown>,
    private readonly key: string,
    private readonly spec: Spec,
    private readonly auxes: WeakMap<Row[], Aux>,
  ) {
    this.order = canonical(spec.time);
  }

  /**
   * The array and its aux. The first use of an array (or of one changed behind the store's back)
   * reads its rows as the database would keep them and puts them in the newest-first order.
   */
  private aux(create: boolean): Aux | null {
    let rows = this.state[this.key] as Row[] | undefined;
    if (!Array.isArray(rows)) {
      if (!create) return null;
      rows = [];
      this.state[this.key] = rows;
    }
    const known = this.auxes.get(rows);
    if (known && known.length === rows.length) return known;
    const from = this.spec.json ? 0 : Math.min(vouchedRows(rows), rows.length);
    for (let i = from; i < rows.length; i++) {
      const row = rows[i];
      if (this.spec.json) rows[i] = JSON.parse(JSON.stringify(row)) as Row;
      else if (!inStoredForm(this.spec, row)) rows[i] = stored(this.spec, row);
    }
    let sorted = true;
    for (let i = Math.max(1, from); i < rows.length && sorted; i++) sorted = this.order(rows[i - 1], rows[i]) < 0;
    if (!sorted) rows.sort(this.order);
    const aux: Aux = { rows, length: rows.length, byId: null, derived: new Map(), version: 0, memo: null };
    this.auxes.set(rows, aux);
    return aux;
  }

  view(): View {
    const aux = this.aux(false);
    if (!aux) return { rows: [], derived: () => [], position: () => -1, matches: (_key, scan) => scan() };
    return {
      rows: aux.rows,
      derived: <T>(key: string, fn: (row: Row) => T) => {
        let d = aux.derived.get(key);
        if (!d) {
          const safe = safely(fn);
          d = { fn: safe, values: aux.rows.map(safe) };
          aux.derived.set(key, d);
        }
        return d.values as ReadonlyArray<T | Failed>;
      },
      position: (id) => {
        const row = index(aux).get(id);
        return row ? this.locate(aux, row) : -1;
      },
      matches: (key, scan) => {
        if (aux.memo && aux.memo.version === aux.version && aux.memo.key === key) return aux.memo.indices;
        const indices = scan();
        aux.memo = { version: aux.version, key, indices };
        return indices;
      },
    };
  }

  find(id: string): Row | undefined {
    const aux = this.aux(false);
    return aux ? index(aux).get(id) : undefined;
  }

  /** Where `row` is, or would go, in the newest-first order. */
  private point(rows: readonly Row[], row: Row): number {
    let lo = 0;
    let hi = rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.order(rows[mid], row) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private locate(aux: Aux, row: Row): number {
    const at = this.point(aux.rows, row);
    return aux.rows[at] === row ? at : aux.rows.indexOf(row);
  }

  private insertAt(aux: Aux, at: number, row: Row): void {
    aux.rows.splice(at, 0, row);
    aux.length++;
    aux.version++;
    aux.byId?.set(String(row.id), row);
    for (const d of aux.derived.values()) d.values.splice(at, 0, d.fn(row));
  }

  private removeAt(aux: Aux, at: number): void {
    const [row] = aux.rows.splice(at, 1);
    aux.length--;
    aux.version++;
    aux.byId?.delete(String(row.id));
    for (const d of aux.derived.values()) d.values.splice(at, 1);
  }

  /**
   * Many rows into their places in one pass from the back (both lists newest first), the derived
   * values alongside: no copy of the table, and the caches stay.
   */
  private merge(aux: Aux, added: readonly Row[]): void {
    const incoming = added.slice().sort(this.order);
    const n = aux.rows.length;
    const k = incoming.length;
    const from = new Int32Array(n + k); // ≥ 0: the old index; < 0: -(1 + the incoming index)
    let i = n - 1;
    let j = k - 1;
    for (let at = n + k - 1; at >= 0; at--) {
      if (j < 0 || (i >= 0 && this.order(aux.rows[i], incoming[j]) > 0)) from[at] = i--;
      else from[at] = -1 - j--;
    }
    const place = <T>(values: T[], fresh: (j: number) => T) => {
      values.length = n + k;
      for (let at = n + k - 1; at >= 0; at--) {
        const f = from[at];
        values[at] = f >= 0 ? values[f] : fresh(-1 - f);
      }
    };
    place(aux.rows, (x) => incoming[x]);
    for (const d of aux.derived.values()) place(d.values, (x) => d.fn(incoming[x]));
    for (const row of incoming) aux.byId?.set(String(row.id), row);
    aux.length = aux.rows.length;
    aux.version++;
  }

  /** Drops many rows in one pass, the derived values alongside. */
  private compact(aux: Aux, gone: ReadonlySet<Row>): void {
    const keep = aux.rows.map((r) => !gone.has(r));
    const squeeze = (values: unknown[]) => {
      let kept = 0;
      for (let i = 0; i < values.length; i++) if (keep[i]) values[kept++] = values[i];
      values.length = kept;
    };
    squeeze(aux.rows);
    for (const d of aux.derived.values()) squeeze(d.values);
    for (const row of gone) aux.byId?.delete(String(row.id));
    aux.length = aux.rows.length;
    aux.version++;
  }

  insert(row: Row, tx: Tx | null): void {
    const aux = this.aux(true)!;
    this.insertAt(aux, this.point(aux.rows, row), row);
    tx?.undo.push(() => this.removeAt(aux, this.locate(aux, row)));
  }

  insertMany(rows: readonly Row[], tx: Tx | null): void {
    if (rows.length <= BULK) {
      for (const row of rows) this.insert(row, tx);
      return;
    }
    const aux = this.aux(true)!;
    this.merge(aux, rows);
    tx?.undo.push(() => this.compact(aux, new Set(rows)));
  }

  replace(old: Row, next: Row, tx: Tx | null): void {
    const aux = this.aux(true)!;
    const at = this.locate(aux, old);
    const stays = this.order(old, next) === 0 || ((at === 0 || this.order(aux.rows[at - 1], next) < 0) && (at === aux.rows.length - 1 || this.order(next, aux.rows[at + 1]) < 0));
    if (stays) {
      aux.rows[at] = next;
      aux.version++;
      aux.byId?.set(String(next.id), next);
      for (const d of aux.derived.values()) d.values[at] = d.fn(next);
    } else {
      // Its time moved: it moves to its new place.
      this.removeAt(aux, at);
      this.insertAt(aux, this.point(aux.rows, next), next);
    }
    tx?.undo.push(() => this.replace(next, old, null));
  }

  removeMany(rows: readonly Row[], tx: Tx | null): void {
    if (!rows.length) return;
    const aux = this.aux(true)!;
    if (rows.length <= BULK) {
      for (const row of rows) {
        const at = this.locate(aux, row);
        this.removeAt(aux, at);
        tx?.undo.push(() => this.insertAt(aux, at, row));
      }
      return;
    }
    this.compact(aux, new Set(rows));
    // Back to the places they had: the newest-first order puts them there again.
    tx?.undo.push(() => this.merge(aux, rows));
  }
}

/** Whether a row is already as `stored` would make it (the demo's seed rows are): kept as it is then. */
function inStoredForm(spec: Spec, row: Row): boolean {
  let n = 0;
  for (const key in row) if (Object.hasOwn(row, key)) n++;
  if (n !== spec.columns.length) return false;
  for (const [column, kind] of spec.columns) {
    const v = row[column];
    if (v === null) continue;
    switch (kind) {
      case "text":
        if (typeof v !== "string") return false;
        break;
      case "numeric":
        if (typeof v !== "string" || !MONEY.test(v) || v === "-0.00") return false;
        break;
      case "integer":
        if (!Number.isInteger(v) || Math.abs(v as number) > 2147483647) return false;
        break;
      case "boolean":
        if (typeof v !== "boolean") return false;
        break;
      case "timestamp":
        if (!isIsoInstant(v)) return false;
        break;
      case "jsonb":
        return false; // a copy of its own, so no caller shares it
    }
  }
  return true;
}

/**
 * A row of a typed table as its columns keep it: every column (missing: null), nothing else. Strict:
 * throws on a value the database refuses; else (state saved by an older demo) such a value reads as none.
 */
function stored(spec: Spec, record: Record<string, unknown>, strict = false): Row {
  const out: Record<string, unknown> = {};
  for (const [column, kind] of spec.columns) {
    try {
      out[column] = coerce(kind, record[column], column);
    } catch (error) {
      if (strict) throw error;
      out[column] = null;
    }
  }
  return out as Row;
}

/** DbState.sessions: the session id → the session, its times in epoch ms. */
class SessionSource implements Source {
  constructor(private readonly state: DbState) {}

  private static record(id: string, s: Session): Row {
    return { id, publicId: s.publicId ?? null, userId: s.userId, startedAt: isoOf(s.startedAt), lastActiveAt: isoOf(s.lastActiveAt), userAgent: s.userAgent ?? null, address: s.address ?? null };
  }

  private static session(r: Row): Session {
    return { publicId: r.publicId as string, userId: r.userId as string, startedAt: Date.parse(r.startedAt as string), lastActiveAt: Date.parse(r.lastActiveAt as string), userAgent: r.userAgent as string | null, address: r.address as string | null };
  }

  private get map(): Record<string, Session> {
    return (this.state.sessions ??= {});
  }

  view(): View {
    const rows = Object.entries(this.map)
      .map(([id, s]) => SessionSource.record(id, s))
      .sort(canonical("startedAt"));
    return { rows, derived: (_key, fn) => rows.map(safely(fn)), position: (id) => rows.findIndex((r) => r.id === id), matches: (_key, scan) => scan() };
  }

  find(id: string): Row | undefined {
    return Object.hasOwn(this.map, id) ? SessionSource.record(id, this.map[id]) : undefined;
  }

  private put(id: string, session: Session | undefined): void {
    if (session) this.map[id] = session;
    else delete this.map[id];
  }

  private set(id: string, session: Session | undefined, tx: Tx | null): void {
    const before = Object.hasOwn(this.map, id) ? this.map[id] : undefined;
    this.put(id, session);
    tx?.undo.push(() => this.put(id, before));
  }

  insert(row: Row, tx: Tx | null): void {
    this.set(row.id, SessionSource.session(row), tx);
  }

  insertMany(rows: readonly Row[], tx: Tx | null): void {
    for (const row of rows) this.insert(row, tx);
  }

  replace(_old: Row, next: Row, tx: Tx | null): void {
    this.set(next.id, SessionSource.session(next), tx);
  }

  removeMany(rows: readonly Row[], tx: Tx | null): void {
    for (const row of rows) this.set(row.id, undefined, tx);
  }
}

// ---------------------------------------------------------------------------------------------
// Queries

/** The test of a query's where, filters and search on the row at an index (`only`: the one row a where on id allows). */
function matcher(spec: Spec, view: View, query: Query | undefined): { test: ((i: number) => boolean) | null; only: number | null } {
  const tests: Array<(i: number) => boolean> = [];
  const rows = view.rows;
  let only: number | null = null;
  for (const [name, value] of Object.entries(query?.where ?? {})) {
    const field = fieldOf(spec, name);
    if (name === "id" && !isNull(value) && field.kind === "text") only = view.position(String(value));
    if (isNull(value)) tests.push((i) => isNull(valueOf(field, rows[i])));
    else {
      const same = equals(field, value);
      tests.push((i) => same(valueOf(field, rows[i])));
    }
  }
  for (const filter of query?.filters ?? []) tests.push(condition(spec, view, filter));
  const search = query?.search;
  if (search && search.needle !== "" && search.fields.length) {
    const fields = search.fields.map((f) => fieldOf(spec, f));
    const needle = search.needle.toLowerCase();
    const texts = fields.map((f) => textOf(f, "text"));
    if (needle.includes("\u0001")) {
      tests.push((i) => texts.some((t) => t(rows[i])?.toLowerCase().includes(needle) ?? false));
    } else {
      // One lower-cased text per row, the fields apart (mocks/paging.ts's idea): a search is one `includes` a row.
      const joined = view.derived(`search\u0000${search.fields.join("\u0000")}`, (row) => {
        let s = "";
        for (const t of texts) s += `${t(row)?.toLowerCase() ?? ""}\u0001`;
        return s;
      });
      tests.push((i) => ok(joined[i]).includes(needle));
    }
  }
  if (tests.length <= 1) return { test: tests[0] ?? null, only };
  return {
    test: (i) => {
      for (const t of tests) if (!t(i)) return false;
      return true;
    },
    only,
  };
}

/** The indices (newest-first) of the rows a query's where, filters and search select; null: every row. */
function matching(spec: Spec, view: View, query: Query | undefined): number[] | null {
  if (!query?.where && !query?.filters?.length && !query?.search) return null;
  const key = JSON.stringify([query.where ?? null, query.filters ?? null, query.search ?? null], (_k, v: unknown) => (v === undefined ? null : v));
  return view.matches(key, () => {
    const { test, only } = matcher(spec, view, query);
    if (only !== null) return only >= 0 && (!test || test(only)) ? [only] : [];
    const n = view.rows.length;
    if (!test) return Array.from({ length: n }, (_, i) => i);
    const out: number[] = [];
    for (let i = 0; i < n; i++) if (test(i)) out.push(i);
    return out;
  });
}

function condition(spec: Spec, view: View, { field: name, op, value, type }: Filter): (i: number) => boolean {
  const field = fieldOf(spec, name);
  const key = field.kind === "json" ? `${name}\u0000${castOf(field, type)}` : name;
  const texts = () => view.derived(`text\u0000${key}`, textOf(field, type));
  switch (op) {
    case "eq":
    case "ne": {
      if (isNull(value)) {
        const wantNull = op === "eq";
        return (i) => isNull(valueOf(field, view.rows[i])) === wantNull;
      }
      const t = texts();
      const wanted = String(value);
      return op === "eq" ? (i) => ok(t[i]) === wanted : (i) => (ok(t[i]) ?? "") !== wanted;
    }
    case "like": {
      const lower = view.derived(`lower\u0000${key}`, (row) => textOf(field, type)(row)?.toLowerCase() ?? null);
      const needle = String(value).toLowerCase();
      return (i) => ok(lower[i])?.includes(needle) ?? false;
    }
    case "in": {
      const wanted = new Set((value as unknown[]).map(String));
      if (!wanted.size) return () => false;
      const t = texts();
      return (i) => {
        const v = ok(t[i]);
        return v !== null && wanted.has(v);
      };
    }
    case "gte":
    case "lte": {
      const sign = op === "gte" ? 1 : -1;
      if (!type || type === "text") {
        const t = texts();
        const bound = String(value);
        return (i) => compareText(ok(t[i]) ?? "", bound) * sign >= 0;
      }
      const cast = castOf(field, type);
      if (cast === "text" || cast === "boolean" || cast === "jsonb") throw new StoreError(`operator does not exist: ${cast} ${op === "gte" ? ">=" : "<="} ${type}`);
      const decimal = type === "date" ? null : castNumeric(value);
      const bound = decimal ? Number(decimalText(decimal.units, decimal.scale)) : castInstant(value);
      const values = view.derived(`order\u0000${key}`, orderOf(field, type));
      return (i) => {
        const v = ok(values[i]);
        return v !== null && ((v as number) - bound) * sign >= 0;
      };
    }
  }
}

/** A max-heap of row indices (the worst kept row on top), for the first `k` of a sort. */
function firstK(candidates: readonly number[], k: number, compare: (a: number, b: number) => number): number[] {
  const heap: number[] = [];
  const down = (at: number) => {
    for (;;) {
      const l = 2 * at + 1;
      const r = l + 1;
      let top = at;
      if (l < heap.length && compare(heap[l], heap[top]) > 0) top = l;
      if (r < heap.length && compare(heap[r], heap[top]) > 0) top = r;
      if (top === at) return;
      [heap[at], heap[top]] = [heap[top], heap[at]];
      at = top;
    }
  };
  for (const c of candidates) {
    if (heap.length < k) {
      heap.push(c);
      for (let at = heap.length - 1; at > 0; ) {
        const parent = (at - 1) >> 1;
        if (compare(heap[at], heap[parent]) <= 0) break;
        [heap[at], heap[parent]] = [heap[parent], heap[at]];
        at = parent;
      }
    } else if (k > 0 && compare(c, heap[0]) < 0) {
      heap[0] = c;
      down(0);
    }
  }
  return heap.sort(compare);
}

/** The indices of the rows a list answers, in its order. */
function select(spec: Spec, view: View, query: Query | undefined): number[] {
  const selected = matching(spec, view, query);
  const offset = query?.offset && query.offset > 0 ? query.offset : 0;
  const limit = query?.limit;
  if (limit !== undefined && limit < 0) throw new StoreError("LIMIT must not be negative");
  const total = selected ? selected.length : view.rows.length;
  const end = Math.min(total, limit === undefined ? Number.POSITIVE_INFINITY : offset + limit);
  const sort: readonly SortKey[] = query?.sort ?? [];
  if (!sort.length || total <= 1) {
    // Already in the order asked for (newest first).
    const out: number[] = [];
    for (let at = offset; at < end; at++) out.push(selected ? selected[at] : at);
    return out;
  }
  const candidates = selected ?? Array.from({ length: total }, (_, i) => i);
  const keys = sort.map((k) => {
    const field = fieldOf(spec, k.field);
    const key = field.kind === "json" ? `${k.field}\u0000${castOf(field, k.type)}` : k.field;
    const values = view.derived(`order\u0000${key}`, orderOf(field, k.type));
    for (const i of candidates) ok(values[i]);
    return { values: values as readonly Ordered[], dir: k.order === "desc" ? -1 : 1 };
  });
  const compare = (a: number, b: number): number => {
    for (const { values, dir } of keys) {
      const x = values[a];
      const y = values[b];
      if (x === y) continue;
      if (x === null) return 1; // nulls last, in both directions
      if (y === null) return -1;
      const c = typeof x === "number" ? (x < (y as number) ? -1 : 1) : compareText(x, y as string);
      return c * dir;
    }
    return a - b; // then newest first: the rows' own order
  };
  // A page needs only its first rows: a heap of `end` of them rather than a sort of all.
  const picked = end < candidates.length && end <= 50_000 ? firstK(candidates, end, compare) : candidates.slice().sort(compare);
  return picked.slice(offset, end);
}

/** Exact sum of decimals as numeric(20,2) text. */
function sumOf(values: Iterable<unknown>): string {
  let total: Decimal = { units: 0n, scale: 2 };
  // Cents in a double are exact up to 2^53: the common two-decimal values add up there first.
  let cents = 0;
  for (const v of values) {
    if (isNull(v)) continue;
    if (typeof v === "string" && MONEY.test(v)) {
      const c = cents + Number(v.replace(".", ""));
      if (Number.isSafeInteger(c)) {
        cents = c;
        continue;
      }
    }
    const d = castNumeric(v);
    const scale = Math.max(total.scale, d.scale);
    total = { units: rescale(total, scale) + rescale(d, scale), scale };
  }
  const scale = Math.max(2, total.scale);
  const units = rescale(total, scale) + rescale({ units: BigInt(cents), scale: 2 }, scale);
  return decimalText(rescale({ units, scale }, 2), 2);
}

// ---------------------------------------------------------------------------------------------
// The tables and the store

/** One piece of work at a time (see the top of the file); waiters go in arrival order. */
class Gate {
  private held = false;
  private readonly queue: Array<() => void> = [];

  get free(): boolean {
    return !this.held;
  }

  acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.queue.push(resolve));
  }

  release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.held = false;
  }
}

interface Shared {
  state: DbState & Record<string, unknown>;
  gate: Gate;
  passwords: Map<string, string>;
  sources: Map<string, Source>;
  auxes: WeakMap<Row[], Aux>;
}

/** Runs a synchronous step of the store: at once inside a transaction, else after the running one. */
async function step<R>(shared: Shared, tx: Tx | null, op: () => R): Promise<R> {
  if (tx) {
    if (tx.ended) throw new StoreError("The transaction has ended: use the store it was given only inside atomically");
    return op();
  }
  if (shared.gate.free) return op();
  await shared.gate.acquire();
  try {
    return op();
  } finally {
    shared.gate.release();
  }
}

function source(shared: Shared, name: string, spec: Spec): Source {
  let s = shared.sources.get(name);
  if (!s) {
    s = name === "sessions" ? new SessionSource(shared.state) : new ArraySource(shared.state, name, spec, shared.auxes);
    shared.sources.set(name, s);
  }
  return s;
}

const copyJson = (row: Row): Row => JSON.parse(JSON.stringify(row)) as Row;

/** A table's jsonb columns (copied deeply on the way out), found once per spec. */
const jsonbColumns = new WeakMap<Spec, readonly string[]>();
function jsonbOf(spec: Spec): readonly string[] {
  let columns = jsonbColumns.get(spec);
  if (!columns) jsonbColumns.set(spec, (columns = spec.columns.filter(([, kind]) => kind === "jsonb").map(([column]) => column)));
  return columns;
}

class MemoryTable implements Table<Row> {
  private readonly source: Source;
  private readonly jsonb: readonly string[];

  constructor(
    private readonly shared: Shared,
    private readonly spec: Spec,
    place: string,
    private readonly tx: Tx | null,
  ) {
    this.source = source(shared, place, spec);
    this.jsonb = jsonbOf(spec);
  }

  /**
   * A row as a read answers it: a copy the caller may change. Most tables have no jsonb column, and a
   * whole list of 50,000 transactions is copied on the demo worker's cold start, before the code is hot.
   */
  private out(row: Row): Row {
    if (this.spec.json) return copyJson(row);
    const copy = { ...row };
    for (const column of this.jsonb) if (copy[column] !== null) copy[column] = JSON.parse(JSON.stringify(copy[column]));
    return copy;
  }

  /** A record as it is stored; throws as the database would on a value it refuses. */
  private encode(record: Row): Row {
    const row = stored(this.spec, record, true);
    return this.spec.json ? copyJson(record) : row;
  }

  /** NOT NULL and CHECK (before a conflict is looked for, as PostgreSQL does). */
  private constraints(row: Row): void {
    for (const column of this.spec.notNull) {
      if (isNull(row[column])) throw new StoreError(`null value in column "${column}" of relation "${this.spec.table}" violates not-null constraint`);
    }
    const violated = this.spec.check?.(row);
    if (violated) throw new StoreError(`new row for relation "${this.spec.table}" violates check constraint "${violated}"`);
  }

  /** The unique constraint a row would break (its id, or a user's e-mail), or null. */
  private conflict(row: Row, self?: Row): string | null {
    if (!self && this.source.find(String(row.id))) return `${this.spec.table}_pkey`;
    if (this.spec.table === "users") {
      const email = String(row.email).toLowerCase();
      const other = this.source.view().rows.find((u) => u !== self && u.id !== row.id && String(u.email).toLowerCase() === email);
      if (other) return "users_email";
    }
    if (this.spec.table === "invitations" && row.tokenHash !== null && row.tokenHash !== undefined) {
      if (this.source.view().rows.some((r) => r !== self && r.id !== row.id && r.tokenHash === row.tokenHash)) return "invitations_tokenHash_key";
    }
    return null;
  }

  private references(row: Row): void {
    if (OWNED.includes(this.spec.table as Owned) && !source(this.shared, "users", SPECS.users).find(String(row.userId))) {
      throw new StoreError(`insert or update on table "${this.spec.table}" violates foreign key constraint "${this.spec.table}_userId_fkey"`);
    }
    if (this.spec.table === "twoFactor" && !source(this.shared, "users", SPECS.users).find(String(row.id))) {
      throw new StoreError(`insert or update on table "twoFactor" violates foreign key constraint "twoFactor_id_fkey"`);
    }
  }

  private prepared(record: Row): Row {
    const row = this.encode(record);
    this.constraints(row);
    return row;
  }

  private add(row: Row): void {
    const clash = this.conflict(row);
    if (clash) throw new StoreError(`duplicate key value violates unique constraint "${clash}"`);
    this.references(row);
    this.source.insert(row, this.tx);
  }

  get(id: string): Promise<Row | undefined> {
    return step(this.shared, this.tx, () => {
      const row = this.source.find(String(id));
      return row && this.out(row);
    });
  }

  lock(id: string): Promise<Row | undefined> {
    // Inside atomically nothing else runs until the work ends: the row is held by then.
    return this.get(id);
  }

  list(query?: Query): Promise<Row[]> {
    return step(this.shared, this.tx, () => {
      const view = this.source.view();
      return select(this.spec, view, query).map((i) => this.out(view.rows[i]));
    });
  }

  count(query?: Query): Promise<number> {
    return step(this.shared, this.tx, () => {
      if (query?.limit !== undefined && query.limit < 0) throw new StoreError("LIMIT must not be negative");
      const view = this.source.view();
      const n = (matching(this.spec, view, query) ?? view.rows).length;
      return query?.limit === undefined ? n : Math.min(n, query.limit);
    });
  }

  sum(field: string, query?: Query): Promise<string> {
    return step(this.shared, this.tx, () => {
      const f = fieldOf(this.spec, field);
      if (f.kind === "text" || f.kind === "fixed" || f.kind === "boolean" || f.kind === "timestamp" || f.kind === "jsonb") throw new StoreError(`function sum(${f.kind === "fixed" ? "text" : f.kind}) does not exist`);
      return sumOf(this.matching(query).map((row) => (f.kind === "json" ? jsonFieldText(row[field]) : row[field])));
    });
  }

  private matching(query: Query | undefined): Row[] {
    const view = this.source.view();
    const selected = matching(this.spec, view, query);
    return selected ? selected.map((i) => view.rows[i]) : view.rows.slice();
  }

  insert(row: Row): Promise<Row> {
    return step(this.shared, this.tx, () => {
      this.add(this.prepared(row));
      return row;
    });
  }

  insertMany(rows: readonly Row[]): Promise<void> {
    return step(this.shared, this.tx, () => {
      // All or nothing, as one statement: every row is checked before the first goes in.
      const ready = rows.map((r) => this.prepared(r));
      const ids = new Set<string>();
      const users = this.spec.table === "users";
      const emails = new Set(users ? this.source.view().rows.map((u) => String(u.email).toLowerCase()) : []);
      for (const r of ready) {
        const id = String(r.id);
        if (ids.has(id) || this.source.find(id)) throw new StoreError(`duplicate key value violates unique constraint "${this.spec.table}_pkey"`);
        ids.add(id);
        if (users) {
          const email = String(r.email).toLowerCase();
          if (emails.has(email)) throw new StoreError(`duplicate key value violates unique constraint "users_email"`);
          emails.add(email);
        }
        this.references(r);
      }
      this.source.insertMany(ready, this.tx);
    });
  }

  insertIfAbsent(row: Row): Promise<boolean> {
    return step(this.shared, this.tx, () => {
      const ready = this.prepared(row);
      if (this.conflict(ready)) return false;
      this.references(ready);
      this.source.insert(ready, this.tx);
      return true;
    });
  }

  update(id: string, patch: Partial<Row>): Promise<Row | undefined> {
    return step(this.shared, this.tx, () => {
      const old = this.source.find(String(id));
      let next: Row;
      if (this.spec.json) {
        if (!old) return undefined;
        next = this.encode({ ...old, ...patch, id: old.id } as Row);
      } else {
        const set: Record<string, unknown> = {};
        for (const [column, kind] of this.spec.columns) {
          const value = (patch as Record<string, unknown>)[column];
          if (column !== "id" && Object.hasOwn(patch, column) && value !== undefined) set[column] = coerce(kind, value, column);
        }
        if (!old) return undefined;
        if (!Object.keys(set).length) return this.out(old);
        next = { ...old, ...set };
      }
      this.constraints(next);
      const clash = this.spec.table === "users" || this.spec.table === "invitations" ? this.conflict(next, old) : null;
      if (clash) throw new StoreError(`duplicate key value violates unique constraint "${clash}"`);
      if (next.userId !== old.userId) this.references(next);
      this.source.replace(old, next, this.tx);
      return this.out(next);
    });
  }

  remove(id: string): Promise<boolean> {
    return this.removeWhere({ where: { id } }).then((n) => n > 0);
  }

  removeWhere(query: Query): Promise<number> {
    return step(this.shared, this.tx, () => {
      const rows = this.matching({ where: query.where, filters: query.filters, search: query.search });
      this.source.removeMany(rows, this.tx);
      if (this.spec.table === "users" && rows.length) this.cascade(new Set(rows.map((r) => String(r.id))));
      return rows.length;
    });
  }

  /** A user's sessions, known browsers, alerts, invitations and two-factor go with them (ON DELETE CASCADE), and their password hash (it was in their row). */
  private cascade(ids: ReadonlySet<string>): void {
    for (const name of OWNED) {
      const owned = source(this.shared, name === "sessions" ? "sessions" : PLACES[name], SPECS[name]);
      owned.removeMany(owned.view().rows.filter((s) => ids.has(String(s.userId))), this.tx);
    }
    const twoFactor = source(this.shared, PLACES.twoFactor, SPECS.twoFactor);
    twoFactor.removeMany(twoFactor.view().rows.filter((r) => ids.has(String(r.id))), this.tx);
    for (const id of ids) {
      const hash = this.shared.passwords.get(id);
      if (hash === undefined) continue;
      this.shared.passwords.delete(id);
      this.tx?.undo.push(() => this.shared.passwords.set(id, hash));
    }
  }
}

function makeStore(shared: Shared, tx: Tx | null): Store {
  const table = (name: Exclude<TableName, "sessions">) => new MemoryTable(shared, SPECS[name], PLACES[name], tx) as Table<any>;
  const store: Store = {
    users: table("users"),
    wallets: table("wallets"),
    transactions: table("transactions"),
    tokens: table("tokens"),
    merchants: table("merchants"),
    kycDocuments: table("kycDocuments"),
    apiKeys: table("apiKeys"),
    sessions: new MemoryTable(shared, SPECS.sessions, "sessions", tx) as Table<any>,
    idempotency: table("idempotency"),
    audit: table("audit"),
    approvals: table("approvals"),
    views: table("views"),
    signInFailures: table("signInFailures"),
    invitations: table("invitations"),
    knownBrowsers: table("knownBrowsers"),
    userAlerts: table("userAlerts"),
    twoFactor: table("twoFactor"),
    records(resource) {
      if (RESERVED.has(resource)) throw new Error(`${resource} is a table of its own, not a resource's records`);
      return new MemoryTable(shared, recordsSpec(resource), resource, tx);
    },
    passwords: {
      get: (userId) => step(shared, tx, () => shared.passwords.get(userId) ?? null),
      set: (userId, hash) =>
        step(shared, tx, () => {
          // As an UPDATE of the user's row: nothing for a user who does not exist.
          if (!source(shared, "users", SPECS.users).find(userId)) return;
          const before = shared.passwords.get(userId);
          if (hash === null) shared.passwords.delete(userId);
          else shared.passwords.set(userId, hash);
          tx?.undo.push(() => (before === undefined ? shared.passwords.delete(userId) : shared.passwords.set(userId, before)));
        }),
    },
    organisation: {
      get: () =>
        step(shared, tx, () => {
          const kept = shared.state[ORGANISATION_PLACE];
          return kept && typeof kept === "object" && !Array.isArray(kept) ? (JSON.parse(JSON.stringify(kept)) as Record<string, unknown>) : null;
        }),
      set: (settings) =>
        step(shared, tx, () => {
          // As jsonb keeps it: a copy, through JSON.
          const before = shared.state[ORGANISATION_PLACE];
          shared.state[ORGANISATION_PLACE] = JSON.parse(JSON.stringify(settings)) as unknown;
          tx?.undo.push(() => {
            if (before === undefined) delete shared.state[ORGANISATION_PLACE];
            else shared.state[ORGANISATION_PLACE] = before;
          });
        }),
    },
    async atomically(work) {
      if (tx) return work(store); // nested: joins the running one
      await shared.gate.acquire();
      const inner: Tx = { undo: [], ended: false };
      try {
        return await work(makeStore(shared, inner));
      } catch (error) {
        for (let i = inner.undo.length - 1; i >= 0; i--) inner.undo[i]();
        throw error;
      } finally {
        inner.ended = true;
        shared.gate.release();
      }
    },
  };
  return store;
}

/**
 * The store over the demo backend's state. From then on the store owns `state`: its arrays stay
 * newest first and are written only through it. The demo has no passwords: `passwords.get` answers
 * null until `set` (tests, or a host that has them) keeps a hash, in this store only.
 */
export function memoryStore(state: DbState): Store {
  const shared: Shared = {
    state: state as DbState & Record<string, unknown>,
    gate: new Gate(),
    passwords: new Map(),
    sources: new Map(),
    auxes: new WeakMap(),
  };
  return makeStore(shared, null);
}
