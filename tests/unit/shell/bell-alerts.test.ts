// The bell's sign-in alerts (extension `sessions`): listed first for every role, linking to Profile,
// new by their time, with the id Mark as read sends.
import { describe, expect, it } from "vitest";
import { BELL_GROUPS, bellItems, newestAt } from "../../../src/shell/bell/items";

const path = (resource: string, id: string) => `/${resource}/${id}`;
const NOW = Date.parse("2026-11-25T12:00:00.000Z");

describe("bell: sign-in alerts", () => {
  it("each unread alert is an item for any role: its text, how long ago, a link to Profile and its id", () => {
    const alerts = [
      { id: "a2", at: "2026-11-25T11:00:00.000Z", browser: "Chrome on Linux", address: "10.0.0.4" },
      { id: "a1", at: "2026-11-24T12:00:00.000Z", browser: null, address: null },
    ];
    for (const role of ["viewer", "operator", "admin"] as const) {
      const items = bellItems({ id: "u1", role }, [], [], path, NOW, alerts);
      expect(items.map((i) => [i.group, i.title, i.to, i.alertId])).toEqual([
        ["alerts", "New sign-in from Chrome on Linux, 10.0.0.4", "/profile", "a2"],
        ["alerts", "New sign-in from Unknown browser", "/profile", "a1"],
      ]);
      expect(items[0].detail).toBe("1 hour ago · Not you? Sign out that session in your Profile");
      expect(newestAt(items)).toBe("2026-11-25T11:00:00.000Z");
    }
    expect(Object.keys(BELL_GROUPS)[0]).toBe("alerts");
    expect(BELL_GROUPS.alerts).toBe("Sign-in alerts");
  });

  it("no alerts: nothing added (the extension off, or all read)", () => {
    expect(bellItems({ id: "u1", role: "viewer" }, [], [], path, NOW)).toEqual([]);
  });
});
