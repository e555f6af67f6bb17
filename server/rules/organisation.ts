// Extension `organisation` (docs/api-extensions.md "organisation"): the organisation's settings —
// read with their defaults, changed by admins only (checked here), and what they govern on the server:
// the longest idle time of a session, the sign-in lockout, maintenance mode and transaction retention.
// The choices, defaults and the idle-time limit live in src/lib/organisation.ts (the console uses them too).
import type { User } from "../../src/domain";
import {
  ORGANISATION_CURRENCIES, ORGANISATION_FIELDS, ORGANISATION_SESSION_TIMEOUTS, RETENTION_DAYS,
  readOrganisationSettings, validSetting, type OrganisationSettings,
} from "../../src/lib/organisation";
import type { Store } from "../store/types";
import { diff, eventId, recordEvent, type AuditEvent, type FieldChange } from "./audit";
import { HttpError, type Body } from "./validate";

export { DEFAULT_ORGANISATION_SETTINGS, effectiveSessionTimeout, readOrganisationSettings, type OrganisationSettings } from "../../src/lib/organisation";

/** The organisation's settings now: as stored, each missing or unusable value its default. */
export async function organisationSettings(store: Store): Promise<OrganisationSettings> {
  return readOrganisationSettings(await store.organisation.get());
}

const INVALID: Record<keyof OrganisationSettings, string> = {
  requireTwoFactor: "requireTwoFactor must be true or false",
  sessionTimeout: `Session timeout must be one of ${ORGANISATION_SESSION_TIMEOUTS.join(", ")} minutes`,
  rateLimiting: "rateLimiting must be true or false",
  defaultCurrency: `Default currency must be one of ${ORGANISATION_CURRENCIES.join(", ")}`,
  transactionRetentionDays: `Transaction retention must be one of ${RETENTION_DAYS.join(", ")} days`,
  maintenanceMode: "maintenanceMode must be true or false",
};

/** The settings a PUT asks for, checked (400): any of the six, nothing else, at least one. */
export function organisationChanges(body: Body): Partial<OrganisationSettings> {
  const unknown = Object.keys(body).filter((key) => !(ORGANISATION_FIELDS as readonly string[]).includes(key));
  if (unknown.length) throw new HttpError(400, `Unknown setting: ${unknown[0].slice(0, 50)}`);
  const changes: Partial<Record<keyof OrganisationSettings, unknown>> = {};
  for (const field of ORGANISATION_FIELDS) {
    if (!(field in body)) continue;
    if (!validSetting(field, body[field])) throw new HttpError(400, INVALID[field]);
    changes[field] = body[field];
  }
  if (Object.keys(changes).length === 0) throw new HttpError(400, "No settings given");
  return changes as Partial<OrganisationSettings>;
}

/** Applies a PUT's body (checked): the settings after it, and each field that changed (for the audit trail). */
export async function changeOrganisationSettings(store: Store, body: Body): Promise<{ settings: OrganisationSettings; changes: FieldChange[] }> {
  const asked = organisationChanges(body);
  const before = await organisationSettings(store);
  const settings: OrganisationSettings = { ...before, ...asked };
  await store.organisation.set({ ...settings });
  return { settings, changes: diff({ ...before }, { ...settings }) };
}

// ---------------------------------------------------------------- maintenance mode

export const MAINTENANCE_MESSAGE = "PayDesk is in maintenance. Please try again later.";
/** Seconds a refused client is told to wait (Retry-After). */
export const MAINTENANCE_RETRY_AFTER_S = 300;

/** Whether maintenance mode refuses this person's writes: on, and they are not an admin. */
export function maintenanceRefuses(settings: Pick<OrganisationSettings, "maintenanceMode">, user: Pick<User, "role">): boolean {
  return settings.maintenanceMode && user.role !== "admin";
}

// ---------------------------------------------------------------- transaction retention

export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Who the audit trail names for the retention job (no person runs it). */
const RETENTION_ACTOR = { actorId: "system", actorEmail: "system", actorName: "Retention job", actorRole: "admin" } as const;

export interface RetentionResult {
  deleted: number;
  /** Transactions created before this instant were deleted. */
  before: string;
  days: number;
}

/**
 * The retention job: deletes every transaction created more than the organisation's
 * `transactionRetentionDays` before `now`, and records an audit event (`transactions`, `retention`)
 * with the number deleted — one transaction, so the event and the deletion go together.
 */
export async function applyTransactionRetention(store: Store, now: number = Date.now()): Promise<RetentionResult> {
  return store.atomically(async (tx) => {
    const { transactionRetentionDays: days } = await organisationSettings(tx);
    const before = new Date(now - days * DAY_MS).toISOString();
    const deleted = await tx.transactions.removeWhere({ filters: [{ field: "createdAt", op: "lte", value: before, type: "date" }] });
    const event: AuditEvent = {
      id: eventId(now),
      at: new Date(now).toISOString(),
      ...RETENTION_ACTOR,
      action: "retention",
      resource: "transactions",
      recordId: null,
      changes: [],
      outcome: "success",
      // `note` is what the Activity screen shows of it.
      detail: { deleted, before, days, note: `${deleted} ${deleted === 1 ? "transaction" : "transactions"} older than ${days} days deleted` },
    };
    await recordEvent(tx, event);
    return { deleted, before, days };
  });
}
