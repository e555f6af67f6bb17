// Sign-in before the app has loaded (the usual case): calls the auth provider directly, then
// hands over to the full app at the page the user asked for.
import { useEffect } from "react";
import { TWO_FACTOR_REQUIRED, createAuthProvider, safeReturnPath, type LoginParams } from "../../../providers/auth-provider";
import { createDataProvider } from "../../../providers/data-provider";
import { users } from "../../../resources/users";
import { ensureDemoBackend } from "../../app/demo-backend";
import { prefetchSignedIn } from "../../app/prefetch";
import { WELCOME_KEY } from "../../app/welcome";
import { followSystemTheme } from "../../theme/follow-system";
import { hasExtension } from "../../../providers/extensions";
import { demoPassword } from "./demo-password";
import { CODE_STEP, LoginForm } from "./LoginForm";

// Sign-in needs only the users resource's login call.
const auth = createAuthProvider({ dataProvider: createDataProvider([users]) });

export function StandaloneLogin({ onSignedIn }: { onSignedIn: (path: string) => void }) {
  const params = new URLSearchParams(window.location.search);
  const signIn = async (step: LoginParams) => {
    const res = await auth.login(step);
    // Extension `two-factor`: the code is asked next.
    if (!res.success) return res.error?.name === TWO_FACTOR_REQUIRED ? CODE_STEP : (res.error?.message ?? "Sign-in failed");
    // The full app shows the welcome toast once it is up (SPEC §2).
    sessionStorage.setItem(WELCOME_KEY, JSON.stringify(res.successNotification));
    onSignedIn(safeReturnPath(params.get("to")) ?? "/");
    return null;
  };
  // No ThemeProvider here (the app is not loaded yet); the head script set the first theme.
  useEffect(() => followSystemTheme(), []);
  return (
    <LoginForm
      expired={params.get("expired") === "1"}
      onEngage={() => prefetchSignedIn(safeReturnPath(params.get("to")) ?? "/", () => import("../../app/FullApp"))}
      withPassword={hasExtension("password")}
      demoPassword={demoPassword()}
      onSubmit={async (email, password) => {
        await ensureDemoBackend();
        return signIn({ email, password });
      }}
      onVerify={hasExtension("two-factor") ? signIn : undefined}
    />
  );
}
