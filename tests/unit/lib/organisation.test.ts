// The organisation's limits (extension `organisation`): stored values read with their defaults, the
// change a PUT may ask for, and a person's idle timeout under the organisation's maximum.
import { describe, expect, it } from "vitest";
import {
  DEFAULT_ORGANISATION_SETTINGS, beyondOrganisationLimit, effectiveSessionTimeout, readOrganisationSettings, validSetting,
} from "../../../src/lib/organisation";
import { maintenanceRefuses, organisationChanges } from "../../../server/rules/organisation";

describe("readOrganisationSettings", () => {
  it("gives SPEC's defaults for nothing stored", () => {
    expect(readOrganisationSettings(null)).toEqual({ requireTwoFactor: false, sessionTimeout: 15, rateLimiting: true, defaultCurrency: "USD", transactionRetentionDays: 365, maintenanceMode: false });
    expect(readOrganisationSettings([])).toEqual(DEFAULT_ORGANISATION_SETTINGS);
  });

  it("keeps each usable value and replaces each unusable one by its default; drops unknown fields", () => {
    expect(readOrganisationSettings({ sessionTimeout: 60, defaultCurrency: "GBP", maintenanceMode: "true", transactionRetentionDays: 30, extra: 1 })).toEqual({
      ...DEFAULT_ORGANISATION_SETTINGS,
      sessionTimeout: 60,
      defaultCurrency: "GBP",
    });
  });
});

describe("effectiveSessionTimeout", () => {
  it("is the shorter of the person's own choice and the organisation's maximum", () => {
    expect(effectiveSessionTimeout(120, { sessionTimeout: 60 })).toBe(60);
    expect(effectiveSessionTimeout(5, { sessionTimeout: 60 })).toBe(5);
    expect(effectiveSessionTimeout(30, { sessionTimeout: 30 })).toBe(30);
  });

  it("takes SPEC's 30 for a missing or unusable own choice, and the own choice alone without an organisation", () => {
    expect(effectiveSessionTimeout(undefined, { sessionTimeout: 15 })).toBe(15);
    expect(effectiveSessionTimeout(null, { sessionTimeout: 60 })).toBe(30);
    expect(effectiveSessionTimeout(-5, { sessionTimeout: 60 })).toBe(30);
    expect(effectiveSessionTimeout(480, null)).toBe(480);
  });

  it("marks own choices longer than the maximum", () => {
    expect(beyondOrganisationLimit(30, { sessionTimeout: 15 })).toBe(true);
    expect(beyondOrganisationLimit(15, { sessionTimeout: 15 })).toBe(false);
    expect(beyondOrganisationLimit(480, null)).toBe(false);
  });
});

describe("organisationChanges", () => {
  it("accepts any of the six settings with an allowed value", () => {
    expect(organisationChanges({ sessionTimeout: 5, defaultCurrency: "EUR", transactionRetentionDays: 90, requireTwoFactor: true })).toEqual({
      sessionTimeout: 5,
      defaultCurrency: "EUR",
      transactionRetentionDays: 90,
      requireTwoFactor: true,
    });
    expect(validSetting("rateLimiting", false)).toBe(true);
  });

  it("refuses other values, other fields and an empty change with 400", () => {
    for (const body of [{ sessionTimeout: 120 }, { sessionTimeout: "15" }, { rateLimiting: 1 }, { defaultCurrency: "usd" }, { transactionRetentionDays: 730 }, { role: "admin" }, {}]) {
      expect(() => organisationChanges(body)).toThrow(expect.objectContaining({ status: 400 }));
    }
  });
});

describe("maintenanceRefuses", () => {
  it("refuses everyone but admins, and only while on", () => {
    expect(maintenanceRefuses({ maintenanceMode: true }, { role: "viewer" })).toBe(true);
    expect(maintenanceRefuses({ maintenanceMode: true }, { role: "operator" })).toBe(true);
    expect(maintenanceRefuses({ maintenanceMode: true }, { role: "admin" })).toBe(false);
    expect(maintenanceRefuses({ maintenanceMode: false }, { role: "viewer" })).toBe(false);
  });
});
