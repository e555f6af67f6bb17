// The organisation's settings (extension `organisation`, docs/api-extensions.md "organisation"): their
// choices and defaults (SPEC Admin Portal → Settings), how a stored value is read, and the limit they
// put on a person's own idle timeout. One rule for the console, the demo backend and the PayDesk
// server (server/rules/organisation.ts checks a change with it).
import { DEFAULT_SESSION_TIMEOUT_MINUTES } from "./session-rules";

/** Where the organisation's settings are read and saved (extension `organisation`). */
export const ORGANISATION_SETTINGS_PATH = "/api/organisation/settings";

export const ORGANISATION_SESSION_TIMEOUTS = [5, 15, 30, 60] as const;
export const ORGANISATION_CURRENCIES = ["USD", "EUR", "GBP"] as const;
export const RETENTION_DAYS = [90, 180, 365, 1095] as const;

export type OrganisationSessionTimeout = (typeof ORGANISATION_SESSION_TIMEOUTS)[number];
export type OrganisationCurrency = (typeof ORGANISATION_CURRENCIES)[number];
export type RetentionDays = (typeof RETENTION_DAYS)[number];

export interface OrganisationSettings {
  /** Staff without two-factor must enrol at their next sign-in before anything else. */
  requireTwoFactor: boolean;
  /** The longest idle time (minutes) of anyone's session: a person's own choice can only be shorter. */
  sessionTimeout: OrganisationSessionTimeout;
  /** The sign-in lockout limits (DESIGN §6); off: no lockout. */
  rateLimiting: boolean;
  /** The currency chosen first where something new takes one (a new wallet). */
  defaultCurrency: OrganisationCurrency;
  /** Transactions older than this many days are deleted by the retention job. */
  transactionRetentionDays: RetentionDays;
  /** Non-admins see a maintenance page and their writes answer 503. */
  maintenanceMode: boolean;
}

/** SPEC's defaults: an organisation that never saved its settings has these. */
export const DEFAULT_ORGANISATION_SETTINGS: Readonly<OrganisationSettings> = Object.freeze({
  requireTwoFactor: false,
  sessionTimeout: 15,
  rateLimiting: true,
  defaultCurrency: "USD",
  transactionRetentionDays: 365,
  maintenanceMode: false,
});

export const ORGANISATION_FIELDS = Object.keys(DEFAULT_ORGANISATION_SETTINGS) as ReadonlyArray<keyof OrganisationSettings>;

function isOneOf<T>(value: unknown, allowed: readonly T[]): value is T {
  return (allowed as readonly unknown[]).includes(value);
}

/** Whether `value` is an allowed value of the setting `field`. */
export function validSetting<K extends keyof OrganisationSettings>(field: K, value: unknown): value is OrganisationSettings[K] {
  switch (field) {
    case "requireTwoFactor":
    case "rateLimiting":
    case "maintenanceMode":
      return typeof value === "boolean";
    case "sessionTimeout":
      return isOneOf(value, ORGANISATION_SESSION_TIMEOUTS);
    case "defaultCurrency":
      return isOneOf(value, ORGANISATION_CURRENCIES);
    case "transactionRetentionDays":
      return isOneOf(value, RETENTION_DAYS);
    default:
      return false;
  }
}

/** Settings as stored or answered: each usable value as it is, anything else (missing, wrong type) its default. */
export function readOrganisationSettings(raw: unknown): OrganisationSettings {
  const source = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const out = { ...DEFAULT_ORGANISATION_SETTINGS } as Record<keyof OrganisationSettings, unknown>;
  for (const field of ORGANISATION_FIELDS) if (validSetting(field, source[field])) out[field] = source[field];
  return out as OrganisationSettings;
}

/**
 * A person's idle timeout (minutes) under the organisation's maximum: the shorter of their own choice
 * (SPEC §3, default 30 when unset or unusable) and the organisation's; their own alone without one.
 */
export function effectiveSessionTimeout(own: unknown, organisation: Pick<OrganisationSettings, "sessionTimeout"> | null | undefined): number {
  const mine = typeof own === "number" && Number.isFinite(own) && own > 0 ? own : DEFAULT_SESSION_TIMEOUT_MINUTES;
  return organisation ? Math.min(mine, organisation.sessionTimeout) : mine;
}

/** A person's own choice the organisation does not allow (longer than its maximum). */
export function beyondOrganisationLimit(minutes: number, organisation: Pick<OrganisationSettings, "sessionTimeout"> | null | undefined): boolean {
  return !!organisation && minutes > organisation.sessionTimeout;
}
