// /invite/{token} before (and instead of) the app (extension `invitations`): reads the invitation,
// accepts it, keeps the user as the sign-in does and hands over to the full app at the dashboard.
// Loaded only on that address (src/main.tsx), so the sign-in page does not carry it.
import { useCallback, useEffect } from "react";
import type { User } from "../../domain";
import { PRODUCT_NAME } from "../../domain";
import { createDataProvider } from "../../../providers/data-provider";
import { hasExtension } from "../../../providers/extensions";
import { writeUser } from "../../../providers/session-store";
import { startSession } from "../../../providers/session-activity";
import { users } from "../../../resources/users";
import { ensureDemoBackend } from "../../app/demo-backend";
import { WELCOME_KEY } from "../../app/welcome";
import { followSystemTheme } from "../../theme/follow-system";
import { InvitePage, type Invitee } from "./InvitePage";

const data = createDataProvider([users]);

export default function StandaloneInvite({ token, onSignedIn }: { token: string; onSignedIn: (path: string) => void }) {
  useEffect(() => followSystemTheme(), []);
  const load = useCallback(async () => {
    await ensureDemoBackend();
    const { data: invitee } = await data.custom!<Invitee>({ url: "", method: "get", meta: { resource: "users", action: "invitation", id: token } });
    return invitee as Invitee;
  }, [token]);
  const accept = useCallback(
    async (password: string | null) => {
      const sentAt = Date.now();
      await ensureDemoBackend();
      const { data: user } = await data.custom!<User>({
        url: "",
        method: "post",
        payload: password === null ? {} : { password },
        meta: { resource: "users", action: "acceptInvitation", id: token },
      });
      writeUser(user as User);
      startSession(sentAt);
      return user as User;
    },
    [token],
  );
  return (
    <InvitePage
      load={load}
      accept={accept}
      withPassword={hasExtension("password")}
      onSignedIn={(user) => {
        sessionStorage.setItem(WELCOME_KEY, JSON.stringify({ message: `Welcome to ${PRODUCT_NAME}`, description: `Logged in as ${user.role}` }));
        onSignedIn("/");
      }}
    />
  );
}
