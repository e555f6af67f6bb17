// The invitee's page, /invite/{token} (extension `invitations`), outside the signed-in shell and
// built like the sign-in page (plain React and CSS): who is invited, a password and its
// confirmation (extension `password`; the in-browser demo has none), and Accept, which signs the
// person in. Expired, used and unknown (revoked, replaced) links say so.
import { useEffect, useId, useState, type FormEvent } from "react";
import { PRODUCT_NAME, type Role, type User } from "../../domain";
import { MIN_PASSWORD_LENGTH, PASSWORD_POLICY_TEXT } from "../../lib/password-policy";
import styles from "../login/LoginForm.module.css";
import own from "./InvitePage.module.css";

export interface Invitee {
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  expiresAt: string | null;
}

/** A refused call: its status and the server's text. */
export interface Refusal {
  status: number;
  message: string;
}

export interface InvitePageProps {
  /** Who the link invites, or the refusal (404 unknown, 410 expired or used). */
  load: () => Promise<Invitee>;
  /** Accepts; resolves with the signed-in user, or rejects with a Refusal. */
  accept: (password: string | null) => Promise<User>;
  withPassword: boolean;
  onSignedIn: (user: User) => void;
}

export const INVITE_UNKNOWN = "This invitation link is not valid. It may have been revoked or replaced by a newer link; ask an admin for a new one.";
export const INVITE_EXPIRED = "This invitation has expired. Ask an admin for a new link.";
export const INVITE_USED = "This invitation was already used. Sign in with your email address instead.";
export const INVITE_FAILED = "The invitation could not be checked. Please try again.";
export const PASSWORDS_DIFFER = "The two passwords differ.";

/** The message for a link that cannot be used, from the server's refusal. */
export function refusalMessage(refusal: Refusal): string {
  if (refusal.status === 404) return INVITE_UNKNOWN;
  if (refusal.status === 410) return /used/i.test(refusal.message) ? INVITE_USED : INVITE_EXPIRED;
  return INVITE_FAILED;
}

function asRefusal(error: unknown): Refusal {
  const e = error as { status?: unknown; statusCode?: unknown; message?: unknown } | null;
  const status = typeof e?.status === "number" ? e.status : typeof e?.statusCode === "number" ? e.statusCode : 0;
  const raw = typeof e?.message === "string" ? e.message : "";
  // The http client's message is "{status}: {body}" (SPEC §8): the server's own words are the body.
  const message = raw.replace(/^\d{3}: /, "");
  return { status, message };
}

type State = { kind: "loading" } | { kind: "refused"; message: string; used: boolean } | { kind: "ready"; invitee: Invitee };

export function InvitePage({ load, accept, withPassword, onSignedIn }: InvitePageProps) {
  const [state, setState] = useState<State>({ kind: "loading" });
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();

  useEffect(() => {
    let live = true;
    load().then(
      (invitee) => live && setState({ kind: "ready", invitee }),
      (e: unknown) => {
        if (!live) return;
        const refusal = asRefusal(e);
        setState({ kind: "refused", message: refusalMessage(refusal), used: refusal.status === 410 && /used/i.test(refusal.message) });
      },
    );
    return () => {
      live = false;
    };
  }, [load]);

  const incomplete = withPassword && (password.length < MIN_PASSWORD_LENGTH || confirm === "");

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending || incomplete) return;
    if (withPassword && password !== confirm) {
      setError(PASSWORDS_DIFFER);
      return;
    }
    setPending(true);
    setError(null);
    try {
      const user = await accept(withPassword ? password : null);
      onSignedIn(user);
    } catch (caught) {
      const refusal = asRefusal(caught);
      // A policy refusal (400) is shown as the server says it; a link that stopped working, as on load.
      if (refusal.status === 404 || refusal.status === 410) setState({ kind: "refused", message: refusalMessage(refusal), used: /used/i.test(refusal.message) });
      else setError(refusal.status === 400 && refusal.message ? refusal.message : INVITE_FAILED);
      setPending(false);
    }
  };

  const name = state.kind === "ready" ? [state.invitee.firstName, state.invitee.lastName].filter(Boolean).join(" ") || state.invitee.email : "";
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand} aria-hidden="true">
          <span className={styles.logo}>◆</span> {PRODUCT_NAME}
        </div>
        <h1 className={styles.title}>Accept your invitation</h1>
        {state.kind === "loading" && (
          <p className={own.muted} role="status">
            Checking your invitation...
          </p>
        )}
        {state.kind === "refused" && (
          <>
            <div className={`${styles.alert} ${styles.warning}`} role="alert">
              {state.message}
            </div>
            <a className={own.link} href="/login">
              Go to sign-in
            </a>
          </>
        )}
        {state.kind === "ready" && (
          <>
            <p className={own.intro}>
              <span className={own.who}>{name}</span>, you are invited to {PRODUCT_NAME} as <strong>{state.invitee.role}</strong> with the email address{" "}
              <strong style={{ overflowWrap: "anywhere" }}>{state.invitee.email}</strong>.
            </p>
            {error && (
              <div className={`${styles.alert} ${styles.error}`} role="alert">
                {error}
              </div>
            )}
            <form onSubmit={submit}>
              {/* The account's name for password managers. */}
              <input type="email" name="username" autoComplete="username" value={state.invitee.email} readOnly hidden />
              {withPassword && (
                <>
                  <label htmlFor={`${id}-password`} className={styles.label}>
                    Password
                  </label>
                  <input
                    id={`${id}-password`}
                    className={styles.input}
                    type="password"
                    name="new-password"
                    autoComplete="new-password"
                    required
                    minLength={MIN_PASSWORD_LENGTH}
                    aria-describedby={`${id}-policy`}
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                  <p id={`${id}-policy`} className={own.policy}>
                    {PASSWORD_POLICY_TEXT}
                  </p>
                  <label htmlFor={`${id}-confirm`} className={styles.label} style={{ marginTop: 12 }}>
                    Confirm password
                  </label>
                  <input
                    id={`${id}-confirm`}
                    className={styles.input}
                    type="password"
                    name="confirm-password"
                    autoComplete="new-password"
                    required
                    value={confirm}
                    onChange={(e) => setConfirm(e.target.value)}
                  />
                </>
              )}
              <button type="submit" className={styles.submit} disabled={pending || incomplete}>
                {pending ? "Signing in..." : withPassword ? "Set password and sign in" : "Accept and sign in"}
              </button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
