// Sign-in inside the app (reached without a reload, e.g. in tests or after a client-side
// redirect): the shared form driven by Refine's useLogin.
import { useEffect } from "react";
import { useLogin } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { safeReturnPath } from "../../../providers/auth-provider";
import { prefetchSignedIn } from "../../app/prefetch";
import { hasExtension } from "../../../providers/extensions";
import { demoPassword } from "./demo-password";
import { LoginForm } from "./LoginForm";

export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const { mutateAsync: login } = useLogin<{ email: string; password: string }>();

  // Drop a return path that is not ours, so sign-in can never redirect off-site.
  useEffect(() => {
    const to = params.get("to");
    if (to !== null && !safeReturnPath(to)) {
      const next = new URLSearchParams(params);
      next.delete("to");
      setParams(next, { replace: true });
    }
  }, [params, setParams]);

  return (
    <LoginForm
      expired={params.get("expired") === "1"}
      onEngage={() => prefetchSignedIn(safeReturnPath(params.get("to")) ?? "/")}
      withPassword={hasExtension("password")}
      demoPassword={demoPassword()}
      onSubmit={async (email, password) => {
        const res = await login({ email, password });
        return res.success ? null : (res.error?.message ?? "Sign-in failed");
      }}
    />
  );
}
