// Resources served from their declaration alone on the PayDesk server (DESIGN §6, README "Adding a
// resource"): the fixture folder tests/fixtures/gadgets — the same declaration and demo.ts the demo
// backend serves in tests/integration/registry.test.tsx — gives list, create, update, delete and its
// declared action, with the role guards of `roles`, the validation of `fields`, its seed stored once,
// and paging when the declaration asks for it.
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gadgets, type Gadget } from "../fixtures/gadgets";
import { demo } from "../fixtures/gadgets/demo";
import type { Declaration, SeedContext } from "../../resources/types";
import { resources } from "../../resources";
import { routes } from "../../server/app/routes";
import type { ServerOptions } from "../../server/app/context";
import { registryResources, resourceRoutes } from "../../server/routes/resources";
import type { DeclaredResource } from "../../server/rules/resources";
import { NOT_STORABLE } from "../../server/rules/storable";
import { HttpError } from "../../server/rules/validate";
import { SERVER_EXTENSIONS } from "../../server/start";
import { DATABASE, ORIGIN, testServer, type TestServer } from "./harness";

let server: TestServer;
let admin: string;
let operator: string;
let viewer: string;

beforeAll(async () => {
  server = await testServer();
  [admin, operator, viewer] = await Promise.all(["admin@paydesk.dev", "operator@paydesk.dev", "viewer@paydesk.dev"].map((e) => server.signIn(e)));
});
afterAll(() => server.close());

function optionsOf(extensions: readonly string[] = SERVER_EXTENSIONS): ServerOptions {
  return { store: server.store, passwords: null, secureCookie: false, extensions: new Set(extensions) };
}

interface Call {
  cookie?: string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** An app of exactly these declared resources, as server/app/app.ts mounts routes (a server process of its own). */
function serve(declared: readonly DeclaredResource[], extensions?: readonly string[]) {
  const app = new Hono();
  for (const route of resourceRoutes(optionsOf(extensions), declared)) {
    app.on(route.method.toUpperCase(), route.path, (c) => route.run({ request: c.req.raw, params: c.req.param() as Record<string, string>, address: "127.0.0.1" }));
  }
  app.all("*", (c) => c.text("Not found", 404));
  return async (path: string, init: Call = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("Cookie", init.cookie);
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
      headers.set("Content-Type", "application/json");
    }
    return app.fetch(new Request(ORIGIN + path, { method: init.method ?? "GET", headers, body }));
  };
}

type Caller = ReturnType<typeof serve>;

async function outcome(call: Caller, path: string, init: Call) {
  const res = await call(path, init);
  return { status: res.status, body: await res.text() };
}

/** The fixture's declaration under another name and path, so each test has its own collection. */
function variant(name: string, extra: Partial<Declaration<Gadget>> = {}, parts: Partial<DeclaredResource<Gadget>> = {}): DeclaredResource<Gadget> {
  const declaration: Declaration<Gadget> = {
    ...gadgets,
    name,
    api: { list: `/api/${name}` },
    // The row action declares its server action once (its name, its path).
    actions: gadgets.actions!.map((a) => (a.name === "restock" ? { ...a, call: { method: "post" as const, path: `/api/${name}/:id/restock` } } : a)),
    ...extra,
  };
  return { ...demo, ...parts, declaration };
}

describe(`a declared resource on ${DATABASE}`, () => {
  it("lists its demo.ts seed, stored once on first use; a viewer may read, nobody without a session", async () => {
    const call = serve([demo]);
    expect((await call("/api/gadgets")).status).toBe(401);
    const res = await call("/api/gadgets", { cookie: viewer });
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Gadget[];
    expect(rows.map((g) => [g.id, g.name, g.price, g.status])).toEqual([
      ["g1000001", "Sprocket", "1234.50", "active"],
      ["g1000002", "Widget", "5.00", "paid"],
    ]);
    expect(await server.store.records("gadgets").count()).toBe(2);
    // Another process (a second set of routes on the same database) does not seed again.
    expect(((await (await serve([demo])("/api/gadgets", { cookie: viewer })).json()) as Gadget[]).length).toBe(2);
    expect(await server.store.records("gadgets").count()).toBe(2);
  });

  it("deleting every record does not bring the seed back, in this process or a new one", async () => {
    const resource = variant("emptied");
    const call = serve([resource]);
    const rows = (await (await call("/api/emptied", { cookie: admin })).json()) as Gadget[];
    expect(rows).toHaveLength(2);
    for (const row of rows) expect((await call(`/api/emptied/${row.id}`, { method: "DELETE", cookie: operator })).status).toBe(204);
    expect(await (await call("/api/emptied", { cookie: admin })).json()).toEqual([]);
    expect(await (await serve([resource])("/api/emptied", { cookie: admin })).json()).toEqual([]);
  });

  it("two processes starting together store the seed once", async () => {
    const resource = variant("raced");
    const answers = await Promise.all([serve([resource])("/api/raced", { cookie: viewer }), serve([resource])("/api/raced", { cookie: viewer })]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await server.store.records("raced").count()).toBe(2);
  });

  it("a seed without createdAt keeps its order (newest first)", async () => {
    const resource = variant("undated", {}, { seed: () => [{ id: "u1", name: "First" }, { id: "u2", name: "Second" }, { id: "u3", name: "Third" }] as Gadget[] });
    const rows = (await (await serve([resource])("/api/undated", { cookie: viewer })).json()) as Gadget[];
    expect(rows.map((g) => g.id)).toEqual(["u1", "u2", "u3"]);
  });

  it("creates from the declared form: validated as the demo backend does, the defaults added; writers only", async () => {
    const call = serve([variant("made")]);
    expect(await outcome(call, "/api/made", { method: "POST", cookie: operator, body: { price: "1.00" } })).toEqual({ status: 400, body: "Name is required" });
    expect(await outcome(call, "/api/made", { method: "POST", cookie: operator, body: { name: "X", price: "1.234" } })).toEqual({ status: 400, body: "Price must have at most 2 decimals" });
    expect(await outcome(call, "/api/made", { method: "POST", cookie: operator, body: { name: "X", price: "-1" } })).toEqual({ status: 400, body: "Price must be greater than 0" });
    // The declared bounds (src/lib/field-rules.ts, the form's words too): greater than 0, at most 100000.
    expect(await outcome(call, "/api/made", { method: "POST", cookie: operator, body: { name: "X", price: "0" } })).toEqual({ status: 400, body: "Price must be greater than 0" });
    expect(await outcome(call, "/api/made", { method: "POST", cookie: operator, body: { name: "X", price: "100000.01" } })).toEqual({ status: 400, body: "Price must be at most 100000" });
    expect(await outcome(call, "/api/made", { method: "POST", cookie: operator, body: { name: "X", price: "abc" } })).toEqual({ status: 400, body: "Price must be a positive number" });
    // A reference names a record its resource holds (the merchants table here, a built-in resource).
    expect(await outcome(call, "/api/made", { method: "POST", cookie: operator, body: { name: "X", merchantId: "m-nope" } })).toEqual({ status: 400, body: "Merchant not found" });
    expect(await outcome(call, "/api/made", { method: "POST", cookie: operator, body: { name: "X", status: "sold" } })).toEqual({ status: 400, body: "Status must be one of active, retired, paid" });
    expect(await outcome(call, "/api/made", { method: "POST", cookie: operator, body: { name: "x".repeat(81) } })).toEqual({ status: 400, body: "Name must be at most 80 characters" });
    expect(await outcome(call, "/api/made", { method: "POST", cookie: operator, body: { name: "a\u0000b" } })).toEqual({ status: 400, body: "Name must not contain control characters" });
    expect(await outcome(call, "/api/made", { method: "POST", cookie: operator, body: "[1]" })).toEqual({ status: 400, body: "Request body must be a JSON object" });
    expect(await outcome(call, "/api/made", { method: "POST", cookie: viewer, body: { name: "Gizmo" } })).toEqual({ status: 403, body: "Forbidden" });
    // What PostgreSQL cannot store is refused before it gets there (not a 500).
    expect(await outcome(call, "/api/made", { method: "POST", cookie: operator, body: { name: "Lone \ud800" } })).toEqual({ status: 400, body: NOT_STORABLE });

    const res = await call("/api/made", { method: "POST", cookie: operator, body: { name: " Gizmo ", price: "12.5", id: "mine", colour: "red" } });
    expect(res.status).toBe(201);
    const made = (await res.json()) as Gadget & { colour?: string };
    // Fields outside the form (id, colour) are not taken; the id and time are the server's.
    expect(made).toMatchObject({ name: "Gizmo", price: "12.5", status: "active" });
    expect(made.id).not.toBe("mine");
    expect(made.colour).toBeUndefined();
    expect(Number.isFinite(Date.parse(made.createdAt))).toBe(true);
    const rows = (await (await call("/api/made", { cookie: viewer })).json()) as Gadget[];
    expect(rows[0]).toEqual(made);
    expect(rows).toHaveLength(3);
  });

  it("seeds with a context: the referenced merchants (ctx.collections), and stores a reference to one of them", async () => {
    const merchant = (await server.store.merchants.list()).find((m) => m.legalName === "Blue Harbor Coffee Co.")!;
    const call = serve([variant("seeded")]);
    const rows = (await (await call("/api/seeded", { cookie: viewer })).json()) as Gadget[];
    expect(rows.map((g) => [g.name, g.merchantId])).toEqual([
      ["Sprocket", merchant.id],
      ["Widget", "m-gone"],
    ]);
    const res = await call("/api/seeded", { method: "POST", cookie: operator, body: { name: "Gizmo", price: "100000", merchantId: merchant.id } });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ name: "Gizmo", price: "100000", merchantId: merchant.id });
    expect(await outcome(call, "/api/seeded/g1000001", { method: "PUT", cookie: operator, body: { merchantId: "m-nope" } })).toEqual({ status: 400, body: "Merchant not found" });
    expect(await server.store.records("seeded").get("g1000001")).toMatchObject({ merchantId: merchant.id });
  });

  it("a seed's context is the same on every host: a seeded random generator and ids from it", async () => {
    const drawn: string[][] = [];
    for (let i = 0; i < 2; i++) {
      const resource = variant(`drawn${i}`, {}, { seed: (ctx) => [{ id: ctx.id("d_"), name: ctx.pick(["a", "b", "c"]), price: String(Math.floor(ctx.random() * 100)), status: "active", createdAt: new Date(ctx.now).toISOString() }] });
      // The same resource name draws the same values: the generator is seeded by the name.
      const rows = (await (await serve([{ ...resource, declaration: { ...resource.declaration, name: "drawn", api: { list: `/api/drawn${i}` } } }])(`/api/drawn${i}`, { cookie: viewer })).json()) as Gadget[];
      drawn.push(rows.map((g) => `${g.id} ${g.name} ${g.price}`));
      await server.store.records(":seeded").remove("drawn");
      await server.store.records("drawn").removeWhere({});
    }
    expect(drawn[0]).toEqual(drawn[1]);
    expect(drawn[0]![0]).toMatch(/^d_[a-z0-9]{8} [abc] \d+$/);
  });

  it("updates declared fields only, checked all before any changes; 404 for an unknown record", async () => {
    const call = serve([variant("changed")]);
    const path = "/api/changed/g1000002";
    expect(await outcome(call, path, { method: "PUT", cookie: operator, body: { name: "Renamed", colour: "red" } })).toEqual({ status: 400, body: "colour cannot be changed" });
    expect(await outcome(call, path, { method: "PUT", cookie: operator, body: { id: "other" } })).toEqual({ status: 400, body: "id cannot be changed" });
    expect(await outcome(call, path, { method: "PUT", cookie: operator, body: { createdAt: "2020-01-01T00:00:00.000Z" } })).toEqual({ status: 400, body: "createdAt cannot be changed" });
    expect(await outcome(call, path, { method: "PUT", cookie: operator, body: { price: "abc" } })).toEqual({ status: 400, body: "Price must be a positive number" });
    expect(await outcome(call, path, { method: "PUT", cookie: viewer, body: { name: "Renamed" } })).toEqual({ status: 403, body: "Forbidden" });
    expect(await outcome(call, path, { method: "PUT", cookie: operator, body: { name: "Lone \udc00" } })).toEqual({ status: 400, body: NOT_STORABLE });
    expect(await outcome(call, "/api/changed/nope", { method: "PUT", cookie: operator, body: { name: "Renamed" } })).toEqual({ status: 404, body: "Gadgets record not found" });
    expect((await server.store.records("changed").get("g1000002"))?.name).toBe("Widget");

    const res = await call(path, { method: "PUT", cookie: operator, body: { name: " Renamed ", price: "" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: "g1000002", name: "Renamed", price: null, status: "paid" });
    expect(await server.store.records("changed").get("g1000002")).toMatchObject({ name: "Renamed", price: null, status: "paid" });
  });

  it("deletes: 204, then 404; a viewer may not", async () => {
    const call = serve([variant("removed")]);
    expect(await outcome(call, "/api/removed/g1000001", { method: "DELETE", cookie: viewer })).toEqual({ status: 403, body: "Forbidden" });
    expect((await call("/api/removed/g1000001", { method: "DELETE", cookie: operator })).status).toBe(204);
    expect(await outcome(call, "/api/removed/g1000001", { method: "DELETE", cookie: operator })).toEqual({ status: 404, body: "Gadgets record not found" });
    expect(((await (await call("/api/removed", { cookie: viewer })).json()) as Gadget[]).map((g) => g.id)).toEqual(["g1000002"]);
  });
});

describe(`a declared action on ${DATABASE}`, () => {
  it("the fixture's demo.ts restock handler runs on the server: the changed record is stored and answered", async () => {
    const call = serve([variant("restocked")]);
    const res = await call("/api/restocked/g1000002/restock", { method: "POST", cookie: operator });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: "g1000002", status: "active" });
    expect((await server.store.records("restocked").get("g1000002"))?.status).toBe("active");
    expect(await outcome(call, "/api/restocked/g1000002/restock", { method: "POST", cookie: viewer })).toEqual({ status: 403, body: "Forbidden" });
    expect(await outcome(call, "/api/restocked/nope/restock", { method: "POST", cookie: operator })).toEqual({ status: 404, body: "Gadgets record not found" });
    // The handler's documented refusal, `reject(409, "…")` (resources/types.ts): the answer, nothing stored.
    expect((await call("/api/restocked/g1000002", { method: "PUT", cookie: operator, body: { status: "retired" } })).status).toBe(200);
    expect(await outcome(call, "/api/restocked/g1000002/restock", { method: "POST", cookie: operator })).toEqual({ status: 409, body: "A retired gadget cannot be restocked" });
    expect((await server.store.records("restocked").get("g1000002"))?.status).toBe("retired");
  });

  it("a handler reads the body and the user; a refusal (thrown or answered) stores nothing", async () => {
    const resource = variant(
      "priced",
      { roles: { read: "viewer", write: "operator", actions: { restock: "admin" } } },
      {
        actions: {
          restock: async (ctx, gadget) => {
            const body = (await ctx.request.json()) as { price?: string; fail?: "throw" | "answer" };
            gadget.price = body.price ?? gadget.price;
            gadget.status = `by ${ctx.user.email}`;
            if (body.fail === "throw") throw new HttpError(409, "Gadget is retired");
            if (body.fail === "answer") return new Response("Not now", { status: 409, headers: { "Content-Type": "text/plain" } });
            return Response.json(gadget);
          },
        },
      },
    );
    const call = serve([resource]);
    const path = "/api/priced/g1000001/restock";
    // The action's own role (roles.actions) wins over `write`.
    expect(await outcome(call, path, { method: "POST", cookie: operator, body: { price: "1.00" } })).toEqual({ status: 403, body: "Forbidden" });
    expect(await outcome(call, path, { method: "POST", cookie: admin, body: { price: "1.00", fail: "throw" } })).toEqual({ status: 409, body: "Gadget is retired" });
    expect(await outcome(call, path, { method: "POST", cookie: admin, body: { price: "1.00", fail: "answer" } })).toEqual({ status: 409, body: "Not now" });
    expect(await server.store.records("priced").get("g1000001")).toMatchObject({ price: "1234.50", status: "active" });

    const send = () => call(path, { method: "POST", cookie: admin, body: { price: "2.00" }, headers: { "Idempotency-Key": "restock-1" } });
    const first = await send();
    expect(await first.json()).toMatchObject({ price: "2.00", status: "by admin@paydesk.dev" });
    // With an Idempotency-Key the action runs once; the repeat replays the first answer.
    const again = await send();
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await server.store.records("priced").get("g1000001")).toMatchObject({ price: "2.00", status: "by admin@paydesk.dev" });
  });
});

describe(`a declared list in server mode on ${DATABASE}`, () => {
  const seed = ({ now }: SeedContext): Gadget[] =>
    Array.from({ length: 30 }, (_, i) => ({
      id: `p${String(i).padStart(3, "0")}`,
      name: i % 3 === 0 ? `Sprocket 100%_${i}` : `Widget ${i}`,
      price: i % 5 === 0 ? (null as unknown as string) : `${(i * 7) % 11}.${String(i).padStart(2, "0")}`,
      status: i % 2 ? "paid" : "active",
      createdAt: new Date(now - i * 60_000).toISOString(),
    }));
  const paged = variant("paged", { list: { ...gadgets.list!, serverPaging: true } }, { seed });

  it("a reference filters by the id the console's filter chose by label (the server knows no labels)", async () => {
    const blue = (await server.store.merchants.list()).find((m) => m.legalName === "Blue Harbor Coffee Co.")!;
    const call = serve([variant("pagedref", { list: { ...gadgets.list!, serverPaging: true } })]);
    const res = await call(`/api/pagedref?_start=0&_end=10&merchantId=${encodeURIComponent(blue.id)}`, { cookie: viewer });
    expect(res.headers.get("X-Total-Count")).toBe("1");
    expect(((await res.json()) as Gadget[]).map((g) => g.name)).toEqual(["Sprocket"]);
  });

  it("pages, filters, searches and sorts in the paging conventions, the total in X-Total-Count", async () => {
    const call = serve([paged]);
    const res = await call("/api/paged?_start=0&_end=5", { cookie: viewer });
    expect(res.headers.get("X-Total-Count")).toBe("30");
    expect(((await res.json()) as Gadget[]).map((g) => g.id)).toEqual(["p000", "p001", "p002", "p003", "p004"]);

    const filtered = await call("/api/paged?status=paid&_start=0&_end=3", { cookie: viewer });
    expect(filtered.headers.get("X-Total-Count")).toBe("15");
    expect(((await filtered.json()) as Gadget[]).map((g) => g.id)).toEqual(["p001", "p003", "p005"]);

    // The search is a plain substring: % and _ are characters, not wildcards.
    const searched = await call(`/api/paged?q=${encodeURIComponent("100%_2")}&_start=0&_end=10`, { cookie: viewer });
    expect(((await searched.json()) as Gadget[]).map((g) => g.name)).toEqual(["Sprocket 100%_21", "Sprocket 100%_24", "Sprocket 100%_27"]);
    expect((await call(`/api/paged?q=${encodeURIComponent("1_0")}&_start=0&_end=10`, { cookie: viewer })).headers.get("X-Total-Count")).toBe("0");

    // Money sorts by amount, rows without one last in both directions.
    for (const order of ["asc", "desc"] as const) {
      const rows = (await (await call(`/api/paged?_sort=price&_order=${order}&_start=0&_end=30`, { cookie: viewer })).json()) as Gadget[];
      const prices = rows.map((g) => g.price);
      const valued = prices.filter((p) => p !== null).map(Number);
      expect(valued).toEqual([...valued].sort((a, b) => (order === "asc" ? a - b : b - a)));
      expect(prices.slice(valued.length)).toEqual([null, null, null, null, null, null]);
    }
    const ranged = (await (await call("/api/paged?price_gte=5&price_lte=8.99&_start=0&_end=30", { cookie: viewer })).json()) as Gadget[];
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((g) => Number(g.price) >= 5 && Number(g.price) <= 8.99)).toBe(true);
  });

  it("bad parameters are 400 in the demo backend's words; without the extension the whole list", async () => {
    const call = serve([paged]);
    expect(await outcome(call, "/api/paged?_sort=secret", { cookie: viewer })).toEqual({ status: 400, body: "Cannot sort by secret" });
    expect(await outcome(call, "/api/paged?colour=red&_start=0&_end=5", { cookie: viewer })).toEqual({ status: 400, body: "Unknown query parameter: colour" });
    expect(await outcome(call, "/api/paged?_start=0&_end=1001", { cookie: viewer })).toEqual({ status: 400, body: "A page has at most 1000 rows" });
    expect(await outcome(call, "/api/paged?price_gte=lots", { cookie: viewer })).toEqual({ status: 400, body: "price_gte must be a number" });
    const whole = await serve([paged], ["logout", "password"])("/api/paged?_start=0&_end=5", { cookie: viewer });
    expect(whole.headers.get("X-Total-Count")).toBeNull();
    expect(((await whole.json()) as Gadget[]).length).toBe(30);
  });

  it("a list without serverPaging answers the whole list whatever the parameters (SPEC §7)", async () => {
    const res = await serve([variant("whole")])("/api/whole?_start=0&_end=1", { cookie: viewer });
    expect(res.headers.get("X-Total-Count")).toBeNull();
    expect(((await res.json()) as Gadget[]).length).toBe(2);
  });
});

describe("the registry on the server", () => {
  it("serves only registered declarations with a demo.ts, and no path twice", () => {
    const registered = new Set(resources.map((d) => d.name));
    for (const r of registryResources()) expect(registered.has(r.declaration.name)).toBe(true);
    const all = routes(optionsOf()).map((r) => `${r.method} ${r.path}`);
    expect(all.filter((key, i) => all.indexOf(key) !== i)).toEqual([]);
  });
});
