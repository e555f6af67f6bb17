// The sign-in form (SPEC §2 "Sign-in"), plain React and CSS: the sign-in page loads no UI
// library, no router and no Refine, so it is interactive quickly on any laptop.
import { useId, useState, type FormEvent } from "react";
import { DEMO_ACCOUNTS, PRODUCT_NAME } from "../../domain";
import { SESSION_EXPIRED } from "../../../providers/auth-provider";
import styles from "./LoginForm.module.css";

export interface LoginFormProps {
  /** Resolves with an error message to show, or null on success. */
  onSubmit: (email: string, password: string) => Promise<string | null>;
  /** Extension `password` (DESIGN §6): the form asks for a password too. */
  withPassword?: boolean;
  /** The demo accounts' password, when the server holds the demo data (shown, and filled by an account's button). */
  demoPassword?: string | null;
  expired?: boolean;
  /** Called when the user starts using the form (prefetch what comes next). */
  onEngage?: () => void;
}

export function LoginForm({ onSubmit, expired, onEngage, withPassword = false, demoPassword = null }: LoginFormProps) {
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
      setError(await onSubmit(email.trim(), password));
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
        <h1 className={styles.title}>Sign in to your account</h1>
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
        {showDemo && (
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
