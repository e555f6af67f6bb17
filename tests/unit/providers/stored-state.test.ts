// Stored state that was tampered with or written by another version (issue 7, "Bad input"): a
// malformed stored user, a stored user of an unknown role and a stored theme other than
// light/dark/system are discarded safely — never thrown on, never trusted. Property tests, no rendering.
import { afterEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { ROLES, type User } from "../../../src/domain";
import { readUser, USER_KEY, writeUser } from "../../../providers/session-store";
import { readStoredTheme, THEME_KEY } from "../../../src/theme/theme-store";
import { fullName, initials, roleLabel } from "../../../src/lib/format";

afterEach(() => localStorage.clear());

const validUser = { id: "u1", email: "operator@paydesk.dev", role: "operator" };

/** Any stored text: garbage, JSON of any shape, and users with one field broken. */
const storedUser = fc.oneof(
  fc.string(),
  fc.json(),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc
    .record({
      id: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      email: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      role: fc.oneof(fc.constantFrom(...ROLES, "root", "Admin", " admin", "superuser", ""), fc.string(), fc.integer()),
      firstName: fc.jsonValue(),
      lastName: fc.jsonValue(),
      theme: fc.jsonValue(),
    }, { requiredKeys: [] })
    .map((u) => JSON.stringify(u)),
  fc.constantFrom("{not json", "null", "[]", '"admin"', "{}", "undefined", JSON.stringify({ ...validUser, role: "root" })),
);

describe("stored user", () => {
  it("is either a usable user or discarded (removed), and reading never throws", () => {
    fc.assert(
      fc.property(storedUser, (raw) => {
        localStorage.setItem(USER_KEY, raw);
        const user = readUser();
        if (user === null) {
          expect(localStorage.getItem(USER_KEY)).toBeNull();
        } else {
          // The id may be absent (SPEC §2 "ID: none"); when present it is non-empty text.
          if (user.id !== undefined) {
            expect(typeof user.id).toBe("string");
            expect(user.id).not.toBe("");
          }
          expect(Object.prototype.hasOwnProperty.call(user, "id")).toBe(user.id !== undefined);
          expect(typeof user.email).toBe("string");
          expect(ROLES).toContain(user.role);
          expect(localStorage.getItem(USER_KEY)).toBe(raw);
          // What the shell shows of a kept user never throws, whatever its other fields hold.
          expect(typeof fullName(user)).toBe("string");
          expect(typeof initials(user)).toBe("string");
          expect(typeof roleLabel(user.role)).toBe("string");
        }
        // Reading again gives the same answer (the cache never keeps a discarded value).
        expect(readUser()).toEqual(user);
        localStorage.clear();
      }),
    );
  });

  it("an unknown role is discarded, whatever else the user holds", () => {
    fc.assert(
      fc.property(fc.string().filter((r) => !(ROLES as readonly string[]).includes(r)), (role) => {
        localStorage.setItem(USER_KEY, JSON.stringify({ ...validUser, role }));
        expect(readUser()).toBeNull();
        expect(localStorage.getItem(USER_KEY)).toBeNull();
      }),
    );
  });

  it("a well-formed user of a known role is kept", () => {
    for (const role of ROLES) {
      localStorage.setItem(USER_KEY, JSON.stringify({ ...validUser, role }));
      expect(readUser()).toMatchObject({ role });
    }
  });

  it("keeps only User fields: a stored token or password is never read back, nor written", () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ ...validUser, token: "sk_live_secret", password: "hunter2", __proto__x: 1 }));
    const user = readUser() as unknown as Record<string, unknown>;
    expect(user).toMatchObject(validUser);
    expect(Object.keys(user).filter((k) => !(k in validUser))).toEqual([]);
    writeUser({ ...validUser, apiKey: "pk_test_secret" } as unknown as User);
    expect(localStorage.getItem(USER_KEY)).not.toContain("secret");
  });
});

describe("stored theme", () => {
  it("anything but light/dark/system is discarded and the default (system) applies", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom("light", "dark", "system", "Dark", " light", "<script>", "null", "")), (raw) => {
        localStorage.setItem(THEME_KEY, raw);
        const theme = readStoredTheme();
        expect(["light", "dark", "system"]).toContain(theme);
        if (raw === "light" || raw === "dark" || raw === "system") {
          expect(theme).toBe(raw);
          expect(localStorage.getItem(THEME_KEY)).toBe(raw);
        } else {
          expect(theme).toBe("system");
          expect(localStorage.getItem(THEME_KEY)).toBeNull();
        }
      }),
    );
  });
});
