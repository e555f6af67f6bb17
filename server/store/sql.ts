// The store on PostgreSQL (or PGlite, the same SQL): every table of server/db/schema.ts behind the
// one Table interface the rules use (server/store/types.ts). Values always travel as parameters;
// the only names put into SQL are column names from the specs below or field names checked
// against FIELD_NAME, quoted by Kysely.
import { sql, type Kysely, type RawBuilder, type Transaction as KyselyTx } from "kysely";
import type { Database } from "../db/schema";
import { lookupWords, rarestWord, SearchSamples } from "./search-words";
import type { Filter, Query, Row, SortKey, Store, Table, ValueType } from "./types";

type Db = Kysely<Database> | KyselyTx<Database>;

interface Spec {
  table: keyof Database;
  /** The newest-first order of the table's lists. */
  time: string;
  /** Columns of a typed table; or, for a JSON table, the columns kept beside `data`. */
  columns: readonly string[];
  /** Records kept whole in `data` (jsonb). */
  json?: boolean;
  /** Columns every row of this view of the table has (records: the resource). */
  fixed?: Record<string, string>;
  /** Columns never read back (users: the password hash). */
  hidden?: readonly string[];
  /**
   * A stored column holding `fields` lower-cased, joined by SEARCH_SEPARATOR, with a trigram index
   * (migration 0002): a search over exactly those fields is one LIKE on it.
   */
  search?: { column: string; fields: readonly string[] };
  /**
   * A page's ids first, then its rows by id (a deferred join): the ids alone can come from an
   * index-only walk over an index that holds the sort and the search column (migration 0007).
   */
  deferredJoin?: boolean;
}

const USER_COLUMNS = [
  "id", "email", "firstName", "lastName", "role", "theme", "profileImageUrl", "phone", "company", "department", "createdAt",
  "emailNotifications", "pushNotifications", "smsNotifications", "transactionAlerts", "securityAlerts", "marketingEmails",
  "twoFactorEnabled", "loginAlerts", "sessionTimeout", "language", "timezone", "currency", "dateFormat",
];

const SPECS = {
  users: { table: "users", time: "createdAt", columns: USER_COLUMNS, hidden: ["passwordHash"] },
  wallets: { table: "wallets", time: "createdAt", columns: ["id", "balance", "currency", "status", "customerId", "merchantId", "createdAt"] },
  transactions: {
    table: "transactions",
    time: "createdAt",
    columns: ["id", "type", "description", "amount", "currency", "status", "walletId", "createdAt"],
    search: { column: "searchText", fields: ["id", "description", "type"] },
    deferredJoin: true,
  },
  tokens: {
    table: "tokens",
    time: "createdAt",
    columns: ["id", "tokenValue", "paymentMethodType", "lastFour", "expiryMonth", "expiryYear", "merchantId", "customerId", "isActive", "createdAt"],
  },
  merchants: { table: "merchants", time: "createdAt", columns: ["id", "legalName", "ein", "businessType", "kycStatus", "onboardingStatus", "createdAt"] },
  kycDocuments: {
    table: "kycDocuments",
    time: "uploadedAt",
    columns: ["id", "merchantId", "documentType", "fileName", "fileUrl", "fileSize", "mimeType", "status", "uploadedAt", "reviewedAt", "reviewNotes", "reviewedBy"],
  },
  apiKeys: {
    table: "apiKeys",
    time: "createdAt",
    columns: ["id", "name", "keyValue", "merchantId", "environment", "permissions", "isActive", "createdAt", "lastUsed"],
  },
  sessions: { table: "sessions", time: "startedAt", columns: ["id", "publicId", "userId", "startedAt", "lastActiveAt", "userAgent", "address"] },
  knownBrowsers: { table: "knownBrowsers", time: "lastSeenAt", columns: ["id", "userId", "firstSeenAt", "lastSeenAt"] },
  userAlerts: { table: "userAlerts", time: "at", columns: ["id", "userId", "kind", "at", "browser", "address", "readAt"] },
  idempotency: { table: "idempotency", time: "at", columns: ["id", "userId", "request", "status", "body", "contentType", "at"] },
  signInFailures: { table: "signInFailures", time: "at", columns: ["id", "email", "address", "at"] },
  invitations: {
    table: "invitations",
    time: "createdAt",
    columns: ["id", "userId", "email", "role", "tokenHash", "invitedBy", "createdAt", "expiresAt", "acceptedAt", "approvalId"],
  },
  audit: { table: "auditEvents", time: "at", columns: ["id", "at", "actorId", "resource", "recordId", "action"], json: true },
  approvals: { table: "approvals", time: "requestedAt", columns: ["id", "status", "kind", "recordId", "requestedAt"], json: true },
  views: { table: "views", time: "createdAt", columns: ["id", "owner", "list", "createdAt"], json: true },
  twoFactor: { table: "twoFactor", time: "updatedAt", columns: ["id", "secret", "pendingSecret", "lastStep", "recoveryCodes", "updatedAt"] },
} as const satisfies Record<string, Spec>;

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** What separates the fields in a search column: a needle without it cannot match across two fields. */
const SEARCH_SEPARATOR = "\u0001";

/** Escapes LIKE's wildcards so a search is a plain substring. */
function likePattern(needle: string): string {
  return `%${needle.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function sameFields(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((field) => b.includes(field));
}

class SqlTable<T extends { id: string }> implements Table<T> {
  constructor(
    private readonly db: Db,
    private readonly spec: Spec,
    private readonly inTransaction: boolean,
    private readonly samples: SearchSamples,
  ) {}

  /** The SQL expression of a field: its column, or its text in `data` for a JSON table. */
  private field(name: string, type: ValueType = "text"): RawBuilder<unknown> {
    if (this.spec.columns.includes(name) || (this.spec.fixed && name in this.spec.fixed)) return sql.ref(name);
    if (!this.spec.json) throw new Error(`${this.spec.table} has no field ${name}`);
    if (!FIELD_NAME.test(name)) throw new Error(`Not a field name: ${name}`);
    const text = sql`(${sql.ref("data")}->>${sql.lit(name)})`;
    if (type === "money" || type === "number") return sql`(${text})::numeric`;
    if (type === "date") return sql`(${text})::timestamptz`;
    return text;
  }

  private typed(value: unknown, type: ValueType | undefined): RawBuilder<unknown> {
    if (type === "money" || type === "number") return sql`${value}::numeric`;
    if (type === "date") return sql`${value}::timestamptz`;
    return sql`${value}`;
  }

  private condition(filter: Filter): RawBuilder<unknown> {
    const column = this.field(filter.field, filter.type);
    switch (filter.op) {
      case "eq":
        return filter.value === null || filter.value === undefined ? sql`${column} is null` : sql`${column}::text = ${String(filter.value)}`;
      case "ne":
        return filter.value === null || filter.value === undefined
          ? sql`${column} is not null`
          : sql`coalesce(${column}::text, '') <> ${String(filter.value)}`;
      case "like":
        return sql`lower(${column}::text) like ${likePattern(String(filter.value))} escape '\\'`;
      case "in": {
        const values = (filter.value as unknown[]).map(String);
        return values.length ? sql`${column}::text in (${sql.join(values)})` : sql`false`;
      }
      case "gte":
      case "lte": {
        const op = sql.raw(filter.op === "gte" ? ">=" : "<=");
        if (!filter.type || filter.type === "text") return sql`coalesce(${column}::text, '') ${op} ${String(filter.value)}`;
        return sql`${column} ${op} ${this.typed(filter.value, filter.type)}`;
      }
    }
  }

  /** Whether a search is one condition on the search column: a search of exactly its fields, without the separator. */
  private onSearchColumn(search: Query["search"]): boolean {
    const column = this.spec.search;
    return !!column && !!search && sameFields(column.fields, search.fields) && !search.needle.includes(SEARCH_SEPARATOR);
  }

  /** The word of a search the index looks up (server/store/search-words.ts), or null for the whole needle. */
  private async searchWord(query: Query | undefined): Promise<string | null> {
    const search = query?.search;
    if (!search?.needle || !this.spec.search || !this.onSearchColumn(search)) return null;
    const words = lookupWords(search.needle.toLowerCase());
    if (words.length === 0) return null;
    return rarestWord(words, await this.samples.sample(this.spec.table, this.spec.search.column));
  }

  private conditions(query: Query | undefined, word: string | null = null): RawBuilder<unknown>[] {
    const out: RawBuilder<unknown>[] = [];
    for (const [name, value] of Object.entries(this.spec.fixed ?? {})) out.push(sql`${sql.ref(name)} = ${value}`);
    for (const [name, value] of Object.entries(query?.where ?? {})) {
      const column = this.field(name);
      out.push(value === null || value === undefined ? sql`${column} is null` : sql`${column} = ${value}`);
    }
    for (const filter of query?.filters ?? []) out.push(this.condition(filter));
    const search = query?.search;
    if (search && search.needle !== "" && search.fields.length) {
      const pattern = likePattern(search.needle);
      const column = this.spec.search;
      // The same rule as the fields one by one (a needle without the separator lies within one field).
      if (column && this.onSearchColumn(search)) {
        const stored = sql.ref(column.column);
        if (word) out.push(sql`${stored} like ${likePattern(word)} escape '\\' and strpos(${stored}, ${search.needle.toLowerCase()}) > 0`);
        else out.push(sql`${stored} like ${pattern} escape '\\'`);
      } else out.push(sql`(${sql.join(search.fields.map((f) => sql`lower(${this.field(f)}::text) like ${pattern} escape '\\'`), sql` or `)})`);
    }
    return out;
  }

  private whereClause(query: Query | undefined, word: string | null = null): RawBuilder<unknown> {
    const parts = this.conditions(query, word);
    return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
  }

  private orderClause(sort: readonly SortKey[] | undefined): RawBuilder<unknown> {
    const keys = (sort ?? []).map((k) => sql`${this.field(k.field, k.type)} ${sql.raw(k.order === "desc" ? "desc" : "asc")} nulls last`);
    keys.push(sql`${sql.ref(this.spec.time)} desc`, sql`${sql.ref("id")} desc`);
    return sql`order by ${sql.join(keys)}`;
  }

  private selection(): RawBuilder<unknown> {
    if (this.spec.json) return sql.ref("data");
    return sql.join(this.spec.columns.map((c) => sql.ref(c)));
  }

  private decode = (row: Record<string, unknown>): T => {
    if (this.spec.json) return row.data as T;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      if (this.spec.hidden?.includes(key)) continue;
      out[key] = value instanceof Date ? value.toISOString() : value;
    }
    return out as T;
  };

  /** A record as the columns of its row. */
  private encode(record: Partial<T>, whole: boolean): Record<string, unknown> {
    const values = record as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const column of this.spec.columns) {
      if (column in values && values[column] !== undefined) {
        const value = values[column];
        out[column] = Array.isArray(value) || (value !== null && typeof value === "object") ? JSON.stringify(value) : value;
      } else if (whole && this.spec.json === undefined) out[column] = null;
    }
    if (this.spec.json) out.data = JSON.stringify(record);
    if (whole) Object.assign(out, this.spec.fixed ?? {});
    return out;
  }

  private table(): RawBuilder<unknown> {
    return sql.table(this.spec.table);
  }

  private async rows(statement: RawBuilder<unknown>): Promise<Record<string, unknown>[]> {
    const result = await statement.execute(this.db);
    return result.rows as Record<string, unknown>[];
  }

  async get(id: string): Promise<T | undefined> {
    const rows = await this.rows(sql`select ${this.selection()} from ${this.table()} ${this.whereClause({ where: { id } })} limit 1`);
    return rows[0] ? this.decode(rows[0]) : undefined;
  }

  async lock(id: string): Promise<T | undefined> {
    const lock = this.inTransaction ? sql`for update` : sql``;
    const rows = await this.rows(sql`select ${this.selection()} from ${this.table()} ${this.whereClause({ where: { id } })} limit 1 ${lock}`);
    return rows[0] ? this.decode(rows[0]) : undefined;
  }

  async list(query?: Query): Promise<T[]> {
    const limit = query?.limit !== undefined ? sql`limit ${query.limit}` : sql``;
    const offset = query?.offset ? sql`offset ${query.offset}` : sql``;
    const where = this.whereClause(query, await this.searchWord(query));
    const order = this.orderClause(query?.sort);
    const rows =
      this.spec.deferredJoin && query?.limit !== undefined
        ? await this.rows(
            sql`select ${this.selection()} from ${this.table()} where ${sql.ref("id")} = any(array(select ${sql.ref("id")} from ${this.table()} ${where} ${order} ${limit} ${offset})) ${order}`,
          )
        : await this.rows(sql`select ${this.selection()} from ${this.table()} ${where} ${order} ${limit} ${offset}`);
    return rows.map(this.decode);
  }

  async count(query?: Query): Promise<number> {
    const where = this.whereClause(query, await this.searchWord(query));
    const rows =
      query?.limit === undefined
        ? await this.rows(sql`select count(*)::int as n from ${this.table()} ${where}`)
        : await this.rows(sql`select count(*)::int as n from (select 1 from ${this.table()} ${where} limit ${query.limit}) as counted`);
    return Number(rows[0]?.n ?? 0);
  }

  async sum(field: string, query?: Query): Promise<string> {
    const rows = await this.rows(sql`select coalesce(sum(${this.field(field, "money")}), 0)::numeric(20,2)::text as total from ${this.table()} ${this.whereClause(query)}`);
    return String(rows[0]?.total ?? "0.00");
  }

  private insertStatement(records: readonly T[], ignoreConflict: boolean): RawBuilder<unknown> {
    const encoded = records.map((r) => this.encode(r, true));
    const columns = Object.keys(encoded[0]);
    const values = encoded.map((e) => sql`(${sql.join(columns.map((c) => e[c]))})`);
    const conflict = ignoreConflict ? sql`on conflict do nothing` : sql``;
    return sql`insert into ${this.table()} (${sql.join(columns.map((c) => sql.ref(c)))}) values ${sql.join(values)} ${conflict}`;
  }

  async insert(row: T): Promise<T> {
    await this.insertStatement([row], false).execute(this.db);
    return row;
  }

  async insertMany(rows: readonly T[]): Promise<void> {
    // PostgreSQL takes at most 65,535 parameters in one statement.
    const per = Math.max(1, Math.floor(60_000 / (this.spec.columns.length + 2)));
    for (let i = 0; i < rows.length; i += per) await this.insertStatement(rows.slice(i, i + per), false).execute(this.db);
  }

  async insertIfAbsent(row: T): Promise<boolean> {
    const result = await this.insertStatement([row], true).execute(this.db);
    return Number(result.numAffectedRows ?? 0) > 0;
  }

  async update(id: string, patch: Partial<T>): Promise<T | undefined> {
    if (this.spec.json) {
      const current = await this.get(id);
      if (!current) return undefined;
      const next = { ...current, ...patch, id } as T;
      const set = this.encode(next, false);
      await sql`update ${this.table()} set ${sql.join(Object.entries(set).map(([c, v]) => sql`${sql.ref(c)} = ${v}`))} ${this.whereClause({ where: { id } })}`.execute(this.db);
      return next;
    }
    const set = this.encode(patch, false);
    delete set.id;
    if (Object.keys(set).length === 0) return this.get(id);
    const rows = await this.rows(
      sql`update ${this.table()} set ${sql.join(Object.entries(set).map(([c, v]) => sql`${sql.ref(c)} = ${v}`))} ${this.whereClause({ where: { id } })} returning ${this.selection()}`,
    );
    return rows[0] ? this.decode(rows[0]) : undefined;
  }

  async remove(id: string): Promise<boolean> {
    return (await this.removeWhere({ where: { id } })) > 0;
  }

  async removeWhere(query: Query): Promise<number> {
    const result = await sql`delete from ${this.table()} ${this.whereClause(query)}`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }
}

/** The one row of the organisation table. */
const ORGANISATION_ROW = "settings";

/** The store over one database connection, pool or transaction. */
export function sqlStore(db: Db, inTransaction = false, samples = new SearchSamples(db)): Store {
  const table = <T extends { id: string }>(spec: Spec) => new SqlTable<T>(db, spec, inTransaction, samples);
  const store: Store = {
    users: table(SPECS.users),
    wallets: table(SPECS.wallets),
    transactions: table(SPECS.transactions),
    tokens: table(SPECS.tokens),
    merchants: table(SPECS.merchants),
    kycDocuments: table(SPECS.kycDocuments),
    apiKeys: table(SPECS.apiKeys),
    sessions: table(SPECS.sessions),
    idempotency: table(SPECS.idempotency),
    audit: table(SPECS.audit),
    approvals: table(SPECS.approvals),
    views: table(SPECS.views),
    signInFailures: table(SPECS.signInFailures),
    invitations: table(SPECS.invitations),
    knownBrowsers: table(SPECS.knownBrowsers),
    userAlerts: table(SPECS.userAlerts),
    twoFactor: table(SPECS.twoFactor),
    records: (resource) => table({ table: "records", time: "createdAt", columns: ["id", "createdAt"], json: true, fixed: { resource } }),
    passwords: {
      async get(userId) {
        const row = await (db as Kysely<Database>).selectFrom("users").select("passwordHash").where("id", "=", userId).executeTakeFirst();
        return row?.passwordHash ?? null;
      },
      async set(userId, hash) {
        await (db as Kysely<Database>).updateTable("users").set({ passwordHash: hash }).where("id", "=", userId).execute();
      },
    },
    organisation: {
      async get() {
        const row = await (db as Kysely<Database>).selectFrom("organisation").select("data").where("id", "=", ORGANISATION_ROW).executeTakeFirst();
        return row ? { ...row.data } : null;
      },
      async set(settings) {
        const data = JSON.stringify(settings);
        await (db as Kysely<Database>)
          .insertInto("organisation")
          .values({ id: ORGANISATION_ROW, data })
          .onConflict((c) => c.column("id").doUpdateSet({ data }))
          .execute();
      },
    },
    atomically(work) {
      if (inTransaction) return work(store);
      return (db as Kysely<Database>).transaction().execute((trx) => work(sqlStore(trx, true, samples)));
    },
  };
  return store;
}

export type { Row };
