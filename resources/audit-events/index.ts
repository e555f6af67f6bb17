// The audit trail (extension `audit`, docs/api-extensions.md): /activity lists every recorded event
// for admins. A resource like the others (the generic list: search, filters in the URL, the table),
// whose records are written only by the server: no create, no actions, no record page.
import { createElement } from "react";
import { AuditOutlined } from "@ant-design/icons";
import { declare, lazyView } from "../types";
import { AUDIT_ACTIONS, type AuditEventRecord } from "../../src/lib/audit";

export const auditEvents = declare<AuditEventRecord>({
  name: "audit-events",
  label: "Activity",
  icon: createElement(AuditOutlined),
  route: "/activity",
  // Who may read the trail: admins (the screen, the record pages' Activity sections and the endpoint).
  roles: { read: "admin" },
  nav: { order: 65 },
  extension: "audit",
  api: { list: "/api/audit-events" },
  fields: {
    at: { label: "When", type: "date", format: "date" },
    actorName: { label: "Who" },
    actorEmail: { label: "Person" },
    action: { label: "Action", type: "enum", options: AUDIT_ACTIONS },
    resource: { label: "Resource" },
    recordId: { label: "Record" },
    details: { label: "Details" },
    outcome: { label: "Outcome" },
  },
  list: {
    title: "Activity",
    columns: [{ key: "at", sorter: "date", width: 170 }, "actorName", "action", "recordId", "details"],
    search: { fields: ["actorName", "actorEmail", "action", "resource", "recordId", "outcome"], placeholder: "Search activity..." },
    // Person and resource options come from the data and the app's declarations (ActivityPage).
    filters: [
      { key: "actorEmail", label: "Person", allLabel: "All People" },
      { key: "resource", label: "Resource", allLabel: "All Resources" },
      { key: "action", label: "Action", allLabel: "All Actions" },
    ],
    empty: "No activity recorded yet.",
    emptyFiltered: "No activity matches your filters.",
    pageSize: 20,
  },
  view: lazyView(() => import("./ActivityPage")),
});
