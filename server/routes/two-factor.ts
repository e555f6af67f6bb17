// Extension `two-factor` (docs/api-extensions.md "two-factor"): enrolment, turning it off, and the
// code step of a sign-in. The rules are server/rules/two-factor.ts; POST /api/user/login hands over
// to the code step through `holdSignIn` (server/routes/users.ts).
import type { User } from "../../src/domain";
import type { Store, TwoFactorRecord } from "../store/types";
import { json } from "../rules/respond";
import { cookieValue } from "../rules/sessions";
import { signedIn } from "./signed-in";
import { organisationSettings } from "../rules/organisation";
import { checkLockout, recordFailure } from "../rules/sign-in";
import {
  ALREADY_ON, INVALID_CODE, NOT_ON, PENDING_COOKIE, SETUP_FIRST, SIGN_IN_EXPIRED,
  acceptedStep, checkProof, decrypt, encrypt, hashRecoveryCode, isOn, keyOrProcessKey, newRecoveryCodes, newSecret, otpauthUri,
  pendingCookie, pendingToken, proofOf, readPendingToken, stampOf,
} from "../rules/two-factor";
import { HttpError } from "../rules/validate";
import { guarded, open, type Ctx, type ServerOptions } from "../app/context";
import type { Route } from "../app/routes";

/** The sign-in lockout, unless extension `organisation`'s rate limiting switch has it off (as for passwords). */
async function checkLimits(options: ServerOptions, store: Store, email: string, address: string, now: number): Promise<void> {
  if (options.extensions.has("organisation") && !(await organisationSettings(store)).rateLimiting) return;
  await checkLockout(store, email, address, now);
}

export function keyOf(options: ServerOptions): Uint8Array {
  return keyOrProcessKey(options.secretKey);
}

/**
 * After a right password (or, in the demo, e-mail): the answer when the person has two-factor on —
 * `200 {"twoFactor":"required"}` and the pending sign-in cookie, no session — else null. A user whose
 * stored flag says on without an enrolment behind it (data from before the extension) is set off.
 */
export async function holdSignIn(options: ServerOptions, store: Store, user: User, now: number): Promise<Response | null> {
  if (!options.extensions.has("two-factor")) return null;
  const record = await store.twoFactor.get(user.id);
  if (!isOn(record)) {
    if (user.twoFactorEnabled) Object.assign(user, await store.users.update(user.id, { twoFactorEnabled: false }));
    return null;
  }
  const token = await pendingToken(keyOf(options), record, now);
  return json({ twoFactor: "required" }, 200, { "Set-Cookie": pendingCookie(token, options.secureCookie) });
}

function note(ctx: Ctx, action: string): void {
  // The event names the person; the body (a code) is never kept.
  Object.assign(ctx.audit, { action, resource: "users", recordId: ctx.user.id, detail: {} });
}

/** A wrong code while signed in counts toward the sign-in lockout too (kept after the refused write's rollback). */
function failed(ctx: Ctx): never {
  ctx.afterwards((store) => recordFailure(store, ctx.user.email, ctx.address, ctx.now));
  throw new HttpError(400, INVALID_CODE);
}

export function twoFactorRoutes(options: ServerOptions): Route[] {
  if (!options.extensions.has("two-factor")) return [];
  const key = keyOf(options);
  const at = (now: number) => new Date(now).toISOString();
  return [
    {
      // A new secret to enrol with (replacing one not yet confirmed). 409 while two-factor is on.
      method: "post",
      path: "/api/user/two-factor/setup",
      run: guarded(options, "viewer", async (ctx) => {
        note(ctx, "two-factor-setup");
        const { store, user, now } = ctx;
        const record = await store.twoFactor.lock(user.id);
        if (isOn(record)) throw new HttpError(409, ALREADY_ON);
        const secret = newSecret();
        const pendingSecret = await encrypt(key, secret, "totp-secret");
        if (record) await store.twoFactor.update(user.id, { pendingSecret, updatedAt: at(now) });
        else await store.twoFactor.insert({ id: user.id, secret: null, pendingSecret, lastStep: null, recoveryCodes: [], updatedAt: at(now) });
        return json({ secret, uri: otpauthUri(secret, user.email) });
      }),
    },
    {
      // Confirms the pending secret with a code from it: two-factor is on; ten recovery codes, shown once.
      method: "post",
      path: "/api/user/two-factor/enable",
      run: guarded(options, "viewer", async (ctx) => {
        note(ctx, "two-factor-on");
        const { store, user, now } = ctx;
        const proof = proofOf({ code: (await ctx.body()).code });
        const code = "code" in proof ? proof.code : "";
        await checkLimits(options, store, user.email, ctx.address, now);
        const record = await store.twoFactor.lock(user.id);
        if (isOn(record)) throw new HttpError(409, ALREADY_ON);
        const secret = record?.pendingSecret ? await decrypt(key, record.pendingSecret, "totp-secret") : null;
        if (!record || secret === null) throw new HttpError(409, SETUP_FIRST);
        const step = acceptedStep(secret, code, now, null);
        if (step === null) failed(ctx);
        const recoveryCodes = newRecoveryCodes();
        await store.twoFactor.update(user.id, {
          secret: record.pendingSecret, pendingSecret: null, lastStep: step, recoveryCodes: await Promise.all(recoveryCodes.map(hashRecoveryCode)), updatedAt: at(now),
        });
        await store.users.update(user.id, { twoFactorEnabled: true });
        ctx.audit.changes = [{ field: "twoFactorEnabled", before: user.twoFactorEnabled ?? false, after: true }];
        return json({ recoveryCodes });
      }),
    },
    {
      // Turns it off with a current code or a recovery code; answers {user}, as a settings update does.
      method: "post",
      path: "/api/user/two-factor/disable",
      run: guarded(options, "viewer", async (ctx) => {
        note(ctx, "two-factor-off");
        const { store, user, now } = ctx;
        const proof = proofOf(await ctx.body());
        await checkLimits(options, store, user.email, ctx.address, now);
        const record = await store.twoFactor.lock(user.id);
        if (!isOn(record)) throw new HttpError(409, NOT_ON);
        if (!(await checkProof(store, key, record, proof, now))) failed(ctx);
        await store.twoFactor.remove(user.id);
        const updated = await store.users.update(user.id, { twoFactorEnabled: false });
        ctx.audit.changes = [{ field: "twoFactorEnabled", before: true, after: false }];
        return json({ user: updated });
      }),
    },
    {
      // The code step of a sign-in: the pending cookie and {code} or {recoveryCode} → the user and a session.
      method: "post",
      path: "/api/user/login/two-factor",
      run: open(options, async ({ store, body, request, address, now }) => {
        const pending = await readPendingToken(key, cookieValue(request.headers.get("Cookie"), PENDING_COOKIE), now);
        if (!pending) throw new HttpError(401, SIGN_IN_EXPIRED);
        const proof = proofOf(await body());
        const user = await store.users.get(pending.userId);
        if (!user) throw new HttpError(401, SIGN_IN_EXPIRED);
        await checkLimits(options, store, user.email, address, now);
        const ok = await store.atomically(async (tx) => {
          const record = await tx.twoFactor.lock(user.id);
          if (!isOn(record) || stampOf(record) !== pending.stamp) throw new HttpError(401, SIGN_IN_EXPIRED);
          return checkProof(tx, key, record as TwoFactorRecord & { secret: string }, proof, now);
        });
        if (!ok) {
          await recordFailure(store, user.email, address, now);
          throw new HttpError(401, INVALID_CODE);
        }
        return signedIn(options, store, request, user, address, now);
      }),
    },
  ];
}
