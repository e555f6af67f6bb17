// Sign-in (SPEC §2 "Sign-in"). Kept light: no layout, tables or Refine UI parts load here.
import { useEffect, useId, useState, type FormEvent } from "react";
import { Alert, Button, Card, Input, Typography } from "antd";
import { useLogin } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { DEMO_ACCOUNTS, PRODUCT_NAME } from "../../domain";
import { safeReturnPath, SESSION_EXPIRED } from "../../../providers/auth-provider";
import { prefetchSignedIn } from "../../app/prefetch";
import styles from "./LoginPage.module.css";

export function LoginPage() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const { mutate: login, isPending } = useLogin<{ email: string }>();
  const inputId = useId();
  const expired = params.get("expired") === "1";

  // Drop a return path that is not ours, so sign-in can never redirect off-site.
  useEffect(() => {
    const to = params.get("to");
    if (to !== null && !safeReturnPath(to)) {
      const next = new URLSearchParams(params);
      next.delete("to");
      setParams(next, { replace: true });
    }
  }, [params, setParams]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || isPending) return;
    setError(null);
    login(
      { email: email.trim() },
      {
        onSuccess: (res) => {
          if (!res.success) setError(res.error?.message ?? "Sign-in failed");
        },
      },
    );
  };

  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.brand} aria-hidden="true">
          {PRODUCT_NAME}
        </div>
        <Typography.Title level={1} className={styles.title}>
          Sign in to your account
        </Typography.Title>
        {expired && !error && <Alert type="warning" showIcon message={SESSION_EXPIRED} className={styles.alert} />}
        {error && <Alert type="error" showIcon message={error} role="alert" className={styles.alert} />}
        <form onSubmit={submit} noValidate={false}>
          <label htmlFor={inputId} className={styles.label}>
            Email address
          </label>
          <Input
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            required
            size="large"
            placeholder="Enter your email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onFocus={prefetchSignedIn}
          />
          <Button type="primary" htmlType="submit" size="large" block className={styles.submit} disabled={!email.trim() || isPending}>
            {isPending ? "Signing in..." : "Sign in"}
          </Button>
        </form>
        <section aria-labelledby={`${inputId}-demo`} className={styles.demo}>
          <Typography.Title level={2} id={`${inputId}-demo`} className={styles.demoTitle}>
            Demo accounts
          </Typography.Title>
          <ul className={styles.accounts}>
            {DEMO_ACCOUNTS.map((a) => (
              <li key={a.email}>
                <button type="button" className={styles.account} onClick={() => setEmail(a.email)} aria-label={`Use ${a.role} account ${a.email}`}>
                  <span className={styles.role}>{a.role}</span>
                  <span className={styles.email}>{a.email}</span>
                  <span className={styles.access}>{a.access}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      </Card>
    </main>
  );
}
