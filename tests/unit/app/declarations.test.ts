import { describe, expect, it } from "vitest";
import { allDeclarations } from "../../../src/app/declarations";
import { declare } from "../../../resources/types";

const audited = declare({ name: "probe-activity", label: "Probe", route: "/probe-activity", roles: {}, extension: "audit" });
const plain = declare({ name: "probe-plain", label: "Plain", route: "/probe-plain", roles: {} });

describe("allDeclarations", () => {
  it("leaves out a screen whose extension is off, and keeps it when on", () => {
    const off = allDeclarations([audited, plain], () => false).map((d) => d.name);
    expect(off).toContain("probe-plain");
    expect(off).not.toContain("probe-activity");
    const on = allDeclarations([audited, plain], (name) => name === "audit").map((d) => d.name);
    expect(on).toContain("probe-activity");
  });
});

describe("the Activity screen (extension `audit`)", () => {
  it("is /activity, labelled Activity, for admins, only while the extension is on", () => {
    const on = allDeclarations([], (name) => name === "audit").find((d) => d.route === "/activity");
    expect(on).toMatchObject({ name: "audit-events", label: "Activity", roles: { read: "admin" } });
    expect(on?.nav?.hidden).toBeFalsy();
    expect(allDeclarations([], () => false).some((d) => d.route === "/activity" || d.name === "audit-events")).toBe(false);
  });
});
