// The user settings screen's model (SPEC "Settings", §3, §7, §8): defaults when absent, the
// payload of each section and its messages. Pure; no React.
import type { User } from "../../domain";

export interface SettingsValues {
  emailNotifications: boolean;
  pushNotifications: boolean;
  smsNotifications: boolean;
  transactionAlerts: boolean;
  securityAlerts: boolean;
  twoFactorEnabled: boolean;
  loginAlerts: boolean;
  sessionTimeout: number;
  language: string;
  timezone: string;
  currency: string;
  dateFormat: string;
}

/** SPEC §3 defaults when a value is absent. */
export const SETTINGS_DEFAULTS: SettingsValues = {
  emailNotifications: true,
  pushNotifications: false,
  smsNotifications: false,
  transactionAlerts: true,
  securityAlerts: true,
  twoFactorEnabled: false,
  loginAlerts: true,
  sessionTimeout: 30,
  language: "en",
  timezone: "UTC-5",
  currency: "USD",
  dateFormat: "MM/DD/YYYY",
};

export function settingsFrom(user: Partial<User> | null | undefined): SettingsValues {
  const out = { ...SETTINGS_DEFAULTS } as Record<string, unknown>;
  for (const key of Object.keys(SETTINGS_DEFAULTS) as Array<keyof SettingsValues>) {
    const v = user?.[key];
    const fallback = SETTINGS_DEFAULTS[key];
    if (typeof fallback === "boolean" && typeof v === "boolean") out[key] = v;
    else if (typeof fallback === "number" && typeof v === "number" && Number.isInteger(v)) out[key] = v;
    else if (typeof fallback === "string" && typeof v === "string" && v.trim() !== "") out[key] = v;
  }
  return out as unknown as SettingsValues;
}

export type SectionName = "notifications" | "security" | "preferences";

export const SECTIONS: Record<SectionName, { keys: ReadonlyArray<keyof SettingsValues>; success: string; failure: string }> = {
  notifications: {
    keys: ["emailNotifications", "pushNotifications", "smsNotifications", "transactionAlerts", "securityAlerts"],
    success: "Settings updated",
    failure: "Failed to update notification settings. Please try again.",
  },
  security: {
    keys: ["twoFactorEnabled", "loginAlerts", "sessionTimeout"],
    success: "Security settings updated",
    failure: "Failed to update security settings. Please try again.",
  },
  preferences: {
    keys: ["language", "timezone", "currency", "dateFormat"],
    success: "Preferences updated",
    failure: "Failed to update preferences. Please try again.",
  },
};

export function sectionOf(key: keyof SettingsValues): SectionName {
  return (Object.keys(SECTIONS) as SectionName[]).find((s) => SECTIONS[s].keys.includes(key))!;
}

/** The PUT /api/user/{id}/settings body for a section: its keys, sessionTimeout an integer. */
export function sectionPayload(section: SectionName, values: SettingsValues): Partial<SettingsValues> {
  const out: Record<string, unknown> = {};
  for (const key of SECTIONS[section].keys) {
    out[key] = key === "sessionTimeout" ? Math.trunc(Number(values.sessionTimeout)) : values[key];
  }
  return out as Partial<SettingsValues>;
}

export const USER_SESSION_TIMEOUTS = [15, 30, 60, 120, 480] as const;

export const LANGUAGES = [
  { value: "en", label: "English" },
  { value: "es", label: "Español" },
  { value: "fr", label: "Français" },
  { value: "de", label: "Deutsch" },
];
export const TIMEZONES = [
  { value: "UTC-8", label: "Pacific Time (UTC-8)" },
  { value: "UTC-7", label: "Mountain Time (UTC-7)" },
  { value: "UTC-6", label: "Central Time (UTC-6)" },
  { value: "UTC-5", label: "Eastern Time (UTC-5)" },
];
export const CURRENCIES = ["USD", "EUR", "GBP", "CAD"].map((c) => ({ value: c, label: c }));
export const DATE_FORMATS = ["MM/DD/YYYY", "DD/MM/YYYY", "YYYY-MM-DD"].map((f) => ({ value: f, label: f }));

/** Options plus the current value when the server holds one the list lacks (so it never shows raw). */
export function withCurrent<T extends string | number>(
  options: ReadonlyArray<{ value: T; label: string }>,
  current: T,
  label = String(current),
): Array<{ value: T; label: string }> {
  return options.some((o) => o.value === current) ? [...options] : [...options, { value: current, label }];
}
