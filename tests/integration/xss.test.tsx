// Hostile strings from the server are shown as text, never interpreted as HTML.
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "../../mocks/node";
import { declare } from "../../resources/types";
import { allDeclarations } from "../../src/app/declarations";
import { renderApp } from "./render";

const PAYLOADS = [
  `<img src=x onerror="window.__pwned=1">`,
  `<script>window.__pwned=1</script>`,
  `"><svg onload=window.__pwned=1>`,
  `javascript:window.__pwned=1`,
  `😀 Ünïcödé ${"x".repeat(200)}`,
];

const things = declare<{ id: string; name: string; status: string }>({
  name: "things",
  label: "Things",
  route: "/things",
  roles: { read: "viewer" },
  nav: { order: 99 },
  api: { list: "/api/things" },
  list: {
    columns: [
      { key: "name", title: "Name" },
      { key: "status", title: "Status", format: "badge" },
    ],
    search: { fields: ["name"], placeholder: "Search things..." },
    empty: "None",
  },
});

describe("untrusted strings", () => {
  it("render as literal text in lists, badges and search", async () => {
    server.use(http.get("*/api/things", () => HttpResponse.json(PAYLOADS.map((name, i) => ({ id: `t${i}`, name, status: name })))));
    const { container } = await renderApp({ route: "/things", role: "viewer", declarations: allDeclarations([things]) });
    for (const p of PAYLOADS) expect((await screen.findAllByText(p)).length).toBeGreaterThan(0);
    expect(container.querySelector("table img, table script, table svg[onload]")).toBeNull();
    expect((window as any).__pwned).toBeUndefined();
  });
});
