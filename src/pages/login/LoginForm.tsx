// The sign-in form (SPEC §2 "Sign-in"), plain React and CSS: the sign-in page loads no UI
// library, no router and no Refine, so it is interactive quickly on any laptop.
import { lazy, Suspense, useId, useState, type FormEvent } from "react";
import { DEMO_ACCOUNTS, PRODUCT_NAME } from "../../domain";
import { SESSION_EXPIRED, SIGN_IN_EXPIRED } from "../../../providers/auth-provider";
import type { Proof } from "./CodeStep";
import styles from "./LoginForm.module.css";

// Extension `two-factor`: the code step loads only when a sign-in asks for it.
const CodeStep = lazy(() => import("./CodeStep"));

/** onSubmit's answer when the person's two-factor code is asked next. */
export const CODE_STEP = { step: "code" } as const;

export interface LoginFormProps {
  /** Resolves with an error message to show, null on success, or CODE_STEP when a two-factor code is asked next. */
  onSubmit: (email: string, password: string) => Promise<string | null | typeof CODE_STEP>;
  /** Extension `two-factor`: the code step's call; resolves with an error message, or null on success. */
  onVerify?: (proof: Proof) => Promise<string | null | typeof CODE_STEP>;
  /** Extension `password` (DESIGN §6): the form asks for a password too. */
  withPassword?: boolean;
  /** The demo accounts' password, when the server holds the demo data (shown, and filled by an account's button). */
  demoPassword?: string | null;
  expired?: boolean;
  /** Called when the user starts using the form (prefetch what comes next). */
  onEngage?: () => void;
}

export function LoginForm({ onSubmit, onVerify, expired, onEngage, withPassword = false, demoPassword = null }: LoginFormProps) {
  const [codeStep, setCodeStep] = useState(false);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();
  const empty = !email.trim() || (withPassword && password === "");
  // SPEC's list of demo accounts; with passwords, only where the server holds the demo data.
  const showDemo = !withPassword || demoPassword !== null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (empty || pending) return;
    setPending(true);
    setError(null);
    try {
      const outcome = await onSubmit(email.trim(), password);
      if (outcome !== null && typeof outcome === "object") {
        setCodeStep(true);
        setPassword("");
      } else setError(outcome);
    } finally {
      setPending(false);
    }
  };

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand} aria-hidden="true">
          <span className={styles.logo}>◆</span> {PRODUCT_NAME}
        </div>
        <h1 className={styles.title}>{codeStep ? "Two-factor authentication" : "Sign in to your account"}</h1>
        {expired && !error && (
          <div className={`${styles.alert} ${styles.warning}`} role="status">
            {SESSION_EXPIRED}
          </div>
        )}
        {error && (
          <div className={`${styles.alert} ${styles.error}`} role="alert">
            {error}
          </div>
        )}
        {codeStep && onVerify ? (
          <Suspense fallback={<p className={styles.hint}>Loading…</p>}>
            <CodeStep
              onError={setError}
              onBack={() => (setCodeStep(false), setError(null))}
              onVerify={async (proof) => {
                const outcome = await onVerify(proof);
                const message = typeof outcome === "string" ? outcome : null;
                // A code step that waited too long starts again from the password.
                if (message === SIGN_IN_EXPIRED) setCodeStep(false);
                return message;
              }}
            />
          </Suspense>
        ) : (
          <form onSubmit={submit}>
            <label htmlFor={id} className={styles.label}>
              Email address
            </label>
            <input
              id={id}
              className={styles.input}
              type="email"
              name="email"
              autoComplete="email"
              required
              placeholder="Enter your email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              onFocus={onEngage}
              onPointerEnter={onEngage}
            />
            {withPassword && (
              <>
                <label htmlFor={`${id}-password`} className={styles.label}>
                  Password
                </label>
                <input
                  id={`${id}-password`}
                  className={styles.input}
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  required
                  placeholder="Enter your password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </>
            )}
            <button type="submit" className={styles.submit} disabled={empty || pending}>
              {pending ? "Signing in..." : "Sign in"}
            </button>
          </form>
        )}
        {showDemo && !codeStep && (
          <section aria-labelledby={`${id}-demo`} className={styles.demo}>
            <h2 id={`${id}-demo`} className={styles.demoTitle}>
              Demo accounts
            </h2>
            {withPassword && demoPassword && (
              <p className={styles.demoPassword}>
                Password for every demo account: <code>{demoPassword}</code>
              </p>
            )}
            <ul className={styles.accounts}>
              {DEMO_ACCOUNTS.map((a) => (
                <li key={a.email}>
                  {/* Named by its text (role, e-mail, access): an aria-label that reworded it broke WCAG 2.5.3 (label in name). */}
                  <button
                    type="button"
                    className={styles.account}
                    onClick={() => {
                      onEngage?.();
                      setEmail(a.email);
                      if (withPassword && demoPassword) setPassword(demoPassword);
                    }}
                  >
                    <span className={styles.role}>{a.role}</span>
                    <span className={styles.email}>{a.email}</span>
                    <span className={styles.access}>{a.access}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </main>
  );
}
