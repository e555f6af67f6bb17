// Sign-in inside the app (reached without a reload, e.g. in tests or after a client-side
// redirect): the shared form driven by Refine's useLogin.
import { useEffect } from "react";
import { useActiveAuthProvider, useLogin, useNotification } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { TWO_FACTOR_REQUIRED, safeReturnPath, type LoginParams } from "../../../providers/auth-provider";
import { prefetchSignedIn } from "../../app/prefetch";
import { hasExtension } from "../../../providers/extensions";
import { demoPassword } from "./demo-password";
import { CODE_STEP, LoginForm } from "./LoginForm";

export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const { mutateAsync: login } = useLogin<{ email: string; password: string }>();
  const provider = useActiveAuthProvider();
  const { open } = useNotification();
  const twoFactor = hasExtension("two-factor");

  /**
   * Extension `two-factor`: both steps call the auth provider itself — Refine's useLogin shows an
   * error toast for any answer but success, and "the code comes next" is none. Once the user is
   * stored, /login leaves for the page asked for (AppRoutes' SignedOut), as after useLogin.
   */
  const signIn = async (step: LoginParams) => {
    const res = await provider!.login!(step);
    if (!res.success) return res.error?.name === TWO_FACTOR_REQUIRED ? CODE_STEP : (res.error?.message ?? "Sign-in failed");
    if (res.successNotification) open?.({ key: "login-success", type: "success", ...res.successNotification });
    return null;
  };

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
        if (twoFactor) return signIn({ email, password });
        const res = await login({ email, password });
        return res.success ? null : (res.error?.message ?? "Sign-in failed");
      }}
      onVerify={twoFactor ? signIn : undefined}
    />
  );
}
