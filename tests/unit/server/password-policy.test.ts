// The password policy (server/rules/password-policy.ts): length, the e-mail, the common list.
import { describe, expect, it } from "vitest";
import {
  PASSWORD_IS_EMAIL, PASSWORD_REQUIRED, PASSWORD_TOO_COMMON, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, commonPasswords, parseCommonPasswords, passwordProblem,
} from "../../../server/rules/password-policy";

const SMALL = parseCommonPasswords("# header: source and licence\npassword1234\n\nQwertyuiop12\n");

describe("password policy", () => {
  it("asks for at least 12 characters, counted as a person counts them", () => {
    expect(passwordProblem("", "a@b.co", SMALL)).toBe(PASSWORD_REQUIRED);
    expect(passwordProblem(undefined, "a@b.co", SMALL)).toBe(PASSWORD_REQUIRED);
    expect(passwordProblem("abcdefghijk", "a@b.co", SMALL)).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem("abcdefghijkl", "a@b.co", SMALL)).toBeNull();
    // 11 emoji are 22 UTF-16 units but 11 characters
    expect(passwordProblem("😀".repeat(11), "a@b.co", SMALL)).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem("x".repeat(1025), "a@b.co", SMALL)).toBe(PASSWORD_TOO_LONG);
  });

  it("refuses the person's own e-mail, whatever its case", () => {
    expect(passwordProblem("Maria.Garcia@PayDesk.dev", "maria.garcia@paydesk.dev", SMALL)).toBe(PASSWORD_IS_EMAIL);
    expect(passwordProblem("maria.garcia@paydesk.dev!", "maria.garcia@paydesk.dev", SMALL)).toBeNull();
  });

  it("refuses a common password in any case; the header line is not a password", () => {
    expect(SMALL.has("qwertyuiop12")).toBe(true);
    expect([...SMALL].some((p) => p.startsWith("#"))).toBe(false);
    expect(passwordProblem("PASSWORD1234", "a@b.co", SMALL)).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem("qwertyUIOP12", "a@b.co", SMALL)).toBe(PASSWORD_TOO_COMMON);
  });

  it("ships the 10,000 most common passwords, lower-cased", async () => {
    const list = await commonPasswords();
    expect(list.size).toBe(10_000);
    expect(list.has("123456")).toBe(true);
    expect(list.has("password")).toBe(true);
    expect([...list].every((p) => p === p.toLowerCase() && !p.startsWith("#"))).toBe(true);
    // A 12-character one from the list is refused; a long passphrase is not.
    const long = [...list].find((p) => [...p].length >= 12)!;
    expect(passwordProblem(long.toUpperCase(), "a@b.co", list)).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem("correct horse battery staple", "a@b.co", list)).toBeNull();
  });
});
