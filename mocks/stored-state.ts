// Checks what IndexedDB gave back before the demo backend uses it: the stored records can be
// from another version of PayDesk, cut short, or edited by hand, and the screens trust the
// demo backend's shapes (a user without a role, a wallet without a balance would break them).
import { ROLES } from "../src/domain";
import { validSessions } from "./sessions";
import { checkViewName, checkViewState } from "../src/lib/views";
import type { DbState, Session, StoredView } from "./types";

/** Bump when the stored shape changes: older data is then ignored and reseeded. */
export const SCHEMA = 1;

export type StoredData = Omit<DbState, "sessions">;
// The idempotency answers (a map, not a collection) pass through as stored: a bad one only loses a replay.
// The audit trail is checked on its own (optional: state saved before it existed has none); a
// malformed event is dropped rather than reseeding everything (auditEvents below).
// Approval requests are optional too; when present they are checked (approvalsMalformed below).
// Saved views are optional too; a malformed one is dropped (storedViews), not the whole state.
type Collection = Exclude<keyof StoredData, "idempotency" | "audit" | "approvals" | "views">;

/** The string fields every record of a collection must have (besides `id`). */
const REQUIRED_STRINGS: Record<Collection, readonly string[]> = {
  users: ["email", "role"],
  wallets: ["balance", "currency", "status", "createdAt"],
  transactions: ["type", "status", "createdAt"],
  tokens: ["tokenValue", "paymentMethodType", "createdAt"],
  merchants: ["legalName", "ein", "businessType", "kycStatus", "onboardingStatus", "createdAt"],
  kycDocuments: ["merchantId", "documentType", "fileName", "fileUrl", "status", "uploadedAt"],
  apiKeys: ["name", "keyValue", "environment", "createdAt"],
};
export const COLLECTIONS = Object.keys(REQUIRED_STRINGS) as Collection[];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function validRecord(collection: Collection, record: unknown): boolean {
  if (!isObject(record) || typeof record.id !== "string" || record.id === "") return false;
  if (!REQUIRED_STRINGS[collection].every((key) => typeof record[key] === "string")) return false;
  return collection !== "users" || (ROLES as readonly unknown[]).includes(record.role);
}

const EVENT_STRINGS = ["id", "at", "actorId", "actorEmail", "actorName", "actorRole", "action", "resource", "outcome"] as const;

/** The stored audit events the console can show: the well-formed ones (an absent trail is empty). */
export function auditEvents(value: unknown): NonNullable<StoredData["audit"]> {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (e: unknown) =>
      isObject(e) &&
      EVENT_STRINGS.every((key) => typeof e[key] === "string") &&
      (e.recordId === null || typeof e.recordId === "string") &&
      Array.isArray(e.changes) &&
      e.changes.every((c: unknown) => isObject(c) && typeof c.field === "string"),
  ) as NonNullable<StoredData["audit"]>;
}

function validCollection(collection: Collection, value: unknown): boolean {
  return Array.isArray(value) && value.every((record) => validRecord(collection, record));
}

/** The stored saved views that are well formed (a view is a convenience: a bad one is left out, not reseeded over). */
function storedViews(value: unknown): StoredView[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is StoredView => {
    if (!isObject(v) || typeof v.id !== "string" || typeof v.owner !== "string" || typeof v.list !== "string") return false;
    if (typeof v.isDefault !== "boolean" || typeof v.createdAt !== "string" || typeof v.updatedAt !== "string") return false;
    try {
      checkViewName(v.name);
      checkViewState(v);
      return true;
    } catch {
      return false;
    }
  });
}

export interface CheckedState {
  /** The stored data; null when none is stored, or it is from an older schema (reseed). */
  data: StoredData | null;
  /** The stored sessions (empty when none are, or they are malformed; an older shape is dropped). */
  sessions: Record<string, Session>;
  /** What is stored but malformed: collection names, or "data" / "sessions" for a whole record. */
  malformed: string[];
}

/**
 * Checks the two stored records (`{ schema, data }` and `{ schema, sessions }`) as IndexedDB
 * returned them. Each collection must be an array of records with a non-empty string `id`
 * and the string fields the screens rely on; sessions map token strings to user id strings.
 */
export function checkStoredState(storedData: unknown, storedSessions: unknown): CheckedState {
  const malformed: string[] = [];
  let data: StoredData | null = null;
  if (storedData !== undefined) {
    if (!isObject(storedData) || !isObject(storedData.data)) malformed.push("data");
    else if (storedData.schema === SCHEMA) {
      const raw = storedData.data;
      const bad: string[] = COLLECTIONS.filter((collection) => !validCollection(collection, raw[collection]));
      if (approvalsMalformed(raw.approvals)) bad.push("approvals");
      malformed.push(...bad);
      if (bad.length === 0) {
        const stored = raw as unknown as StoredData;
        data = {
          ...stored,
          ...(raw.audit === undefined ? {} : { audit: auditEvents(raw.audit) }),
          ...(raw.views === undefined ? {} : { views: storedViews(raw.views) }),
        };
      }
    }
  }
  let sessions: Record<string, Session> = {};
  if (storedSessions !== undefined) {
    const raw = isObject(storedSessions) ? storedSessions.sessions : undefined;
    if (isObject(raw)) {
      // Sessions of an older shape (a bare user id) are dropped, not malformed: those users sign in again.
      if (isObject(storedSessions) && storedSessions.schema === SCHEMA) sessions = validSessions(raw);
    } else malformed.push("sessions");
  }
  return { data, sessions, malformed };
}

/** Stored approval requests (optional) must be records with an id, a kind, a status and who asked. */
function approvalsMalformed(value: unknown): boolean {
  if (value === undefined) return false;
  return !Array.isArray(value) || !value.every((r) => isObject(r) && typeof r.id === "string" && typeof r.kind === "string" && typeof r.status === "string" && typeof r.recordId === "string" && isObject(r.requestedBy));
}
