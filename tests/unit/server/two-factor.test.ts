// The rules of extension `two-factor` (server/rules/two-factor.ts): the TOTP window and reuse, the
// recovery codes, and the server key's encryption.
import { describe, expect, it } from "vitest";
import {
  acceptedStep, codeAt, decrypt, encrypt, hashRecoveryCode, newRecoveryCodes, newSecret, otpauthUri, pendingToken, randomKey, readPendingToken, stepAt, spendRecoveryCode,
} from "../../../server/rules/two-factor";

// RFC 6238's SHA-1 test secret ("12345678901234567890") and its published code at 59 s: 94287082 (8 digits; 6: 287082).
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const T = 1_700_000_000_000;
const STEP = 30_000;

describe("TOTP", () => {
  it("computes RFC 6238's code", () => {
    expect(codeAt(RFC_SECRET, 59_000)).toBe("287082");
  });

  it("accepts a code one step either side of the clock, not two", () => {
    const secret = newSecret();
    expect(acceptedStep(secret, codeAt(secret, T), T, null)).toBe(stepAt(T));
    expect(acceptedStep(secret, codeAt(secret, T - STEP), T, null)).toBe(stepAt(T) - 1);
    expect(acceptedStep(secret, codeAt(secret, T + STEP), T, null)).toBe(stepAt(T) + 1);
    expect(acceptedStep(secret, codeAt(secret, T - 2 * STEP), T, null)).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, T + 2 * STEP), T, null)).toBeNull();
  });

  it("refuses a code of a step already used, or of an earlier one", () => {
    const secret = newSecret();
    const used = stepAt(T);
    expect(acceptedStep(secret, codeAt(secret, T), T, used)).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, T - STEP), T, used)).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, T + STEP), T, used)).toBe(used + 1);
  });

  it("takes spaces in a code, refuses anything but six digits", () => {
    const secret = newSecret();
    const code = codeAt(secret, T);
    expect(acceptedStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, T, null)).toBe(stepAt(T));
    for (const bad of ["", "12345", "1234567", "abcdef", `${code}0`]) expect(acceptedStep(secret, bad, T, null)).toBeNull();
  });

  it("makes an otpauth URI with the issuer, the e-mail and the secret", () => {
    const uri = otpauthUri(RFC_SECRET, "ada@paydesk.dev");
    expect(uri).toBe("otpauth://totp/PayDesk:ada%40paydesk.dev?issuer=PayDesk&secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&algorithm=SHA1&digits=6&period=30");
  });
});

describe("recovery codes", () => {
  it("are ten different codes, each taken once, whatever the case or dashes", async () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const hashes = await Promise.all(codes.map(hashRecoveryCode));
    const left = await spendRecoveryCode(hashes, ` ${codes[2].toUpperCase().replace("-", "")} `);
    expect(left).toHaveLength(9);
    expect(await spendRecoveryCode(left!, codes[2])).toBeNull();
    expect(await spendRecoveryCode(hashes, "aaaaa-aaaaa")).toBeNull();
    expect(await spendRecoveryCode(hashes, "")).toBeNull();
  });
});

describe("the server key", () => {
  it("encrypts and decrypts; another key, another purpose or a changed byte gets nothing", async () => {
    const key = randomKey();
    const sealed = await encrypt(key, "JBSWY3DPEHPK3PXP", "totp-secret");
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(await encrypt(key, "JBSWY3DPEHPK3PXP", "totp-secret")).not.toBe(sealed); // a new nonce each time
    expect(await decrypt(key, sealed, "totp-secret")).toBe("JBSWY3DPEHPK3PXP");
    expect(await decrypt(randomKey(), sealed, "totp-secret")).toBeNull();
    expect(await decrypt(key, sealed, "pending-sign-in")).toBeNull();
    const bytes = sealed.slice(3);
    const flipped = `v1.${bytes.slice(0, 20)}${bytes[20] === "A" ? "B" : "A"}${bytes.slice(21)}`;
    expect(await decrypt(key, flipped, "totp-secret")).toBeNull();
    expect(await decrypt(key, "garbage", "totp-secret")).toBeNull();
  });

  it("makes a pending sign-in token that lives five minutes, for this key only", async () => {
    const key = randomKey();
    const token = await pendingToken(key, { id: "u1", secret: "x", pendingSecret: null, lastStep: 7, recoveryCodes: ["a", "b"], updatedAt: "" }, T);
    expect(await readPendingToken(key, token, T + 299_000)).toEqual({ userId: "u1", stamp: "7:2" });
    expect(await readPendingToken(key, token, T + 300_000)).toBeNull();
    expect(await readPendingToken(randomKey(), token, T)).toBeNull();
  });
});
