// The one access table: the demo backend's guards take their minimums from the declarations'
// `roles`, the table the sidebar, routes and buttons read (providers/access-control.ts).
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { minimumRole } from "../../../server/rules/access";
import { decide } from "../../../providers/access-control";
import { resources } from "../../../resources";
import { actionsOf } from "../../../resources/types";
import { ROLES } from "../../../src/domain";

describe("the demo backend's role guards", () => {
  it("agree with the console's access decision for every resource and action", () => {
    for (const d of resources) {
      for (const action of ["list", "create", "edit", "delete", ...Object.keys(actionsOf(d))]) {
        const minimum = minimumRole(d.name, action);
        for (const role of ROLES) {
          expect(decide(role, d, action).can, `${role} ${action} ${d.name}`).toBe(ROLES.indexOf(role) >= ROLES.indexOf(minimum));
        }
      }
    }
  });

  it("no handler keeps its own copy of a role minimum (only self-service and the dashboard are open to any signed-in user)", () => {
    // The demo backend runs the PayDesk server's routes (mocks/handlers.ts).
    const dir = "server/routes";
    const literals = Object.fromEntries(
      readdirSync(dir)
        .map((f) => [f, readFileSync(`${dir}/${f}`, "utf8").match(/(guarded\(options,|requireRole\([^)]*)\s*"(viewer|operator|admin)"/g) ?? []] as const)
        .filter(([, found]) => found.length > 0),
    );
    // Self-service only, open to any signed-in user: each person's own approval requests (admins see
    // all), the dashboard, a user's own record and settings, a person's own password, their own saved views,
    // their own sessions and sign-in alerts, their own two-factor (setup, enable, disable).
    const viewer = (n: number) => Array.from({ length: n }, () => expect.stringContaining('guarded(options, "viewer"'));
    // And the organisation's settings (extension organisation, no declaration: not a list): every
    // signed-in person reads them (the console needs the idle limit and maintenance mode), admins change them.
    const organisation = [...viewer(1), expect.stringContaining('guarded(options, "admin"')];
    expect(literals).toEqual({ "approvals.ts": viewer(1), "dashboard.ts": viewer(1), "organisation.ts": organisation, "password.ts": viewer(1), "sessions.ts": viewer(5), "two-factor.ts": viewer(3), "users.ts": viewer(2), "views.ts": viewer(4) });
  });

  it("an unknown resource is an error, not an open door", () => {
    expect(() => minimumRole("nope", "list")).toThrow(/No declaration/);
  });
});
