// Extension `two-factor`: the sign-in's code step, after the password (or, in the demo, the e-mail) —
// a 6-digit code from the authenticator app, or one of the recovery codes. Plain React and the sign-in
// page's CSS; loaded only when a sign-in asks for it.
import { useId, useState, type FormEvent } from "react";
import styles from "./LoginForm.module.css";

export type Proof = { code: string } | { recoveryCode: string };

export interface CodeStepProps {
  /** Resolves with an error message to show, or null on success. */
  onVerify: (proof: Proof) => Promise<string | null>;
  /** Back to the first step. */
  onBack: () => void;
  /** Shows an error in the page's alert (owned by the form). */
  onError: (message: string | null) => void;
}

export default function CodeStep({ onVerify, onBack, onError }: CodeStepProps) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState("");
  const [pending, setPending] = useState(false);
  const id = useId();
  const clean = recovery ? value.trim() : value.replace(/\s+/g, "");
  const ready = recovery ? clean.length >= 10 : /^\d{6}$/.test(clean);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready || pending) return;
    setPending(true);
    onError(null);
    try {
      const error = await onVerify(recovery ? { recoveryCode: clean } : { code: clean });
      if (error) {
        onError(error);
        setValue("");
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit}>
      <p className={styles.hint}>
        {recovery ? "Enter one of your recovery codes. Each code works once." : "Enter the 6-digit code from your authenticator app."}
      </p>
      <label htmlFor={id} className={styles.label}>
        {recovery ? "Recovery code" : "Authentication code"}
      </label>
      <input
        key={recovery ? "recovery" : "code"}
        id={id}
        className={`${styles.input} ${recovery ? "" : styles.code}`}
        name={recovery ? "recoveryCode" : "code"}
        type="text"
        inputMode={recovery ? "text" : "numeric"}
        autoComplete={recovery ? "off" : "one-time-code"}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={recovery ? 20 : 7}
        required
        autoFocus
        placeholder={recovery ? "xxxxx-xxxxx" : "123456"}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className={styles.submit} disabled={!ready || pending}>
        {pending ? "Verifying..." : "Verify"}
      </button>
      <div className={styles.links}>
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            setRecovery(!recovery);
            setValue("");
            onError(null);
          }}
        >
          {recovery ? "Use an authenticator code" : "Use a recovery code"}
        </button>
        <button type="button" className={styles.link} onClick={onBack}>
          Back to sign-in
        </button>
      </div>
    </form>
  );
}
