// Extension `organisation`: GET /api/organisation/settings (every signed-in person: the console needs
// the limits) and PUT /api/organisation/settings (admins; audited with each field that changed).
import { json } from "../rules/respond";
import { changeOrganisationSettings, organisationSettings } from "../rules/organisation";
import { guarded, type ServerOptions } from "../app/context";
import type { Route } from "../app/routes";
import { ORGANISATION_SETTINGS_PATH } from "../../src/lib/organisation";

export function organisationRoutes(options: ServerOptions): Route[] {
  if (!options.extensions.has("organisation")) return [];
  return [
    {
      method: "get",
      path: ORGANISATION_SETTINGS_PATH,
      run: guarded(options, "viewer", async ({ store }) => json(await organisationSettings(store))),
    },
    {
      method: "put",
      path: ORGANISATION_SETTINGS_PATH,
      run: guarded(options, "admin", async ({ store, body, audit }) => {
        const { settings, changes } = await changeOrganisationSettings(store, await body());
        audit.resource = "organisation";
        audit.recordId = "settings";
        audit.action = "update";
        audit.changes = changes;
        return json(settings);
      }),
    },
  ];
}
