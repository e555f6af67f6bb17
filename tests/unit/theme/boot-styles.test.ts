import { afterEach, describe, expect, it } from "vitest";
import { BOOT_SCREENS, BOOT_STYLE_VARIANTS, bootScreens, bootStyleVariant, loadBootStyles } from "../../../src/theme/boot-styles";
import { allDeclarations } from "../../../src/app/declarations";

describe("bootStyleVariant", () => {
  it("follows the applied theme and the motion setting; anything but dark is light", () => {
    expect(bootStyleVariant("light", false)).toBe("light");
    expect(bootStyleVariant("dark", false)).toBe("dark");
    expect(bootStyleVariant("light", true)).toBe("light-still");
    expect(bootStyleVariant("dark", true)).toBe("dark-still");
    expect(bootStyleVariant(undefined, false)).toBe("light");
    expect(bootStyleVariant("sepia", true)).toBe("light-still");
    for (const t of ["light", "dark"]) for (const m of [false, true]) expect(BOOT_STYLE_VARIANTS).toContain(bootStyleVariant(t, m));
  });
});

describe("bootScreens", () => {
  it("opens the dashboard on /, the shell alone on Profile and Settings, and a list screen on every other path, with or without a trailing slash", () => {
    expect(["/", "/transactions", "/transactions/", "/wallets/w1", "/profile", "/settings/", "/admin", "/dashboard"].map((p) => bootScreens(p))).toEqual([
      "dashboard",
      "lists",
      "lists",
      "lists",
      "shell",
      "shell",
      "lists",
      "lists",
    ]);
  });

  it("names declared routes only (a renamed route would silently preload a list's files)", () => {
    const routes = allDeclarations().map((d) => d.route);
    for (const path of Object.keys(BOOT_SCREENS.byPath)) expect(routes).toContain(path);
  });

  it("reads the path within the app's base", () => {
    expect(["/console/", "/console", "/console/transactions", "/elsewhere"].map((p) => bootScreens(p, "/console/"))).toEqual(["dashboard", "dashboard", "lists", "lists"]);
  });
});

describe("loadBootStyles", () => {
  // Under test the motion setting is "reduced" (prefersReducedMotion): the "-still" variants.
  const URLS = {
    dashboard: { "light-still": "/assets/antd-dashboard-light-still-1.css", "dark-still": "/assets/antd-dashboard-dark-still-2.css" },
    lists: { "light-still": "/assets/antd-lists-light-still-3.css" },
  };
  afterEach(() => {
    document.head.innerHTML = "";
    delete document.documentElement.dataset.theme;
    window.history.replaceState(null, "", "/");
  });
  const links = () => [...document.head.querySelectorAll("link")];

  it("puts the applied theme's sheet first in the head, before the app's own CSS, and waits for it", async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index.css">';
    document.documentElement.dataset.theme = "dark";
    let done = false;
    const ready = loadBootStyles(URLS).then(() => (done = true));
    expect(links().map((l) => l.getAttribute("href"))).toEqual(["/assets/antd-dashboard-dark-still-2.css", "/assets/index.css"]);
    expect(links()[0].rel).toBe("stylesheet");
    await Promise.resolve();
    expect(done).toBe(false);
    links()[0].dispatchEvent(new Event("load"));
    await ready;
    expect(done).toBe(true);
  });

  it("goes on when the sheet fails to load (antd then makes its styles itself)", async () => {
    const ready = loadBootStyles(URLS);
    expect(links()[0].getAttribute("href")).toBe("/assets/antd-dashboard-light-still-1.css");
    links()[0].dispatchEvent(new Event("error"));
    await expect(ready).resolves.toBeUndefined();
  });

  it("takes the sheet of the page's screens: a list's on a list's path", async () => {
    window.history.replaceState(null, "", "/transactions");
    void loadBootStyles(URLS);
    expect(links().map((l) => l.getAttribute("href"))).toEqual(["/assets/antd-lists-light-still-3.css"]);
  });

  it("adds nothing and waits for nothing when the build made no sheet (dev server, tests)", async () => {
    await expect(loadBootStyles({})).resolves.toBeUndefined();
    expect(links()).toEqual([]);
  });
});
