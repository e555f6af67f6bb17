import { describe, expect, it } from "vitest";
import { EXTENSIONS, hasExtension, parseExtensions } from "../../../providers/extensions";

const names = (env: Parameters<typeof parseExtensions>[0]) => [...parseExtensions(env)].sort();
const ALL = [...EXTENSIONS].sort();

describe("VITE_API_EXTENSIONS (DESIGN §5)", () => {
  it("names the extensions the demo backend offers", () => {
    expect(ALL).toEqual(["approvals", "audit", "invitations", "logout", "organisation", "paging", "secrets", "sessions", "two-factor", "views"]);
  });

  it("defaults to all with the demo backend (the default) and none against a real server", () => {
    expect(names({})).toEqual(ALL);
    expect(names({ VITE_MOCK_API: "on" })).toEqual(ALL);
    expect(names({ VITE_MOCK_API: "off" })).toEqual([]);
    expect(names({ VITE_MOCK_API: " OFF ", VITE_API_EXTENSIONS: "  " })).toEqual([]);
  });

  it("all / none override the default either way", () => {
    expect(names({ VITE_MOCK_API: "off", VITE_API_EXTENSIONS: "all" })).toEqual([...ALL, "password"].sort());
    expect(names({ VITE_MOCK_API: "on", VITE_API_EXTENSIONS: "none" })).toEqual([]);
    expect(names({ VITE_API_EXTENSIONS: "NONE" })).toEqual([]);
    expect(names({ VITE_API_EXTENSIONS: "logout,none" })).toEqual([]);
  });

  it("a comma-separated list turns on exactly those names (spaces, case and unknown names ignored)", () => {
    expect(names({ VITE_MOCK_API: "off", VITE_API_EXTENSIONS: "logout" })).toEqual(["logout"]);
    expect(names({ VITE_API_EXTENSIONS: " Logout , audit,,paging " })).toEqual(["audit", "logout", "paging"]);
    expect(names({ VITE_API_EXTENSIONS: "logout,telemetry,__proto__" })).toEqual(["logout"]);
    expect(names({ VITE_API_EXTENSIONS: "telemetry" })).toEqual([]);
  });

  it("password is a real server's alone: the demo backend never offers it", () => {
    expect(names({ VITE_MOCK_API: "off", VITE_API_EXTENSIONS: "password,logout" })).toEqual(["logout", "password"]);
    expect(names({ VITE_API_EXTENSIONS: "password,logout" })).toEqual(["logout"]);
    expect(names({ VITE_API_EXTENSIONS: "all" })).toEqual(ALL);
    expect(hasExtension("password")).toBe(false);
  });

  it("the running console (tests run on the demo backend) has them all", () => {
    for (const name of EXTENSIONS) expect(hasExtension(name)).toBe(true);
  });
});
