// Entry. Signed out, only the light sign-in page loads; the full app (Refine, antd, router)
// and the demo backend load while the user types, and take over after sign-in.
import { lazy, startTransition, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { readUser } from "../providers/session-store";
import { ensureDemoBackend } from "./app/demo-backend";
import { StandaloneLogin } from "./pages/login/StandaloneLogin";
import { hasExtension } from "../providers/extensions";
import { ErrorBoundary } from "./components/ErrorBoundary";
import { loadBootStyles } from "./theme/boot-styles";
import bootStyleUrls from "virtual:antd-boot-styles";
import "./styles.css";

const root = createRoot(document.getElementById("root")!);
// Extension `invitations`: the invitee's page, /invite/{token}, its own chunk (the sign-in page does not carry it).
const StandaloneInvite = lazy(() => import("./pages/invite/StandaloneInvite"));
const INVITE_PATH = /^\/invite\/([A-Za-z0-9_-]{20,200})\/?$/;

const loadingScreen = (
  <div className="pd-boot" role="status">
    Loading PayDesk...
  </div>
);

/** The app's own code failed to load or start (antd is not there yet): plain words and a way back. */
const failedScreen = (
  <div className="pd-boot" role="alert">
    <p>
      Something went wrong. <a href="/">Back to Dashboard</a> or <a href="">reload the page</a>.
    </p>
  </div>
);

/**
 * Loads the signed-in app and renders it once its chunk, the route's shell and screen (see
 * lazyView) and antd's pre-made styles (src/theme/boot-styles.ts) are in: one render pass, and no
 * Suspense fallback on the way. A fallback would hold the app back: React reveals what replaces a
 * fallback no sooner than 300 ms after the fallback appeared (it throttles reveals), which on a
 * cold load came after the app was ready. `over`: the sign-in or invitation page the loading screen
 * replaces now (at boot the page's own HTML shows it).
 */
function startApp(over?: "page") {
  const stylesReady = loadBootStyles(bootStyleUrls);
  void ensureDemoBackend();
  // The shell and this route's screen load alongside the app, not after it.
  const routeReady = import("./app/route-prefetch")
    .then((m) => {
      m.preloadRouteData(window.location.pathname);
      return m.prefetchRoute(window.location.pathname);
    })
    .catch(() => undefined); // a failed chunk is loaded again (and reported) when rendered
  if (over) root.render(loadingScreen);
  Promise.all([import("./app/FullApp"), routeReady, stylesReady]).then(
    ([{ default: FullApp }]) =>
      // A transition lets React render the app in small slices, so typing and taps stay responsive
      // while the console boots (no long main-thread tasks).
      startTransition(() =>
        root.render(
          <ErrorBoundary fallback={() => failedScreen}>
            <FullApp />
          </ErrorBoundary>,
        ),
      ),
    () => root.render(failedScreen),
  );
}

const invite = hasExtension("invitations") ? INVITE_PATH.exec(window.location.pathname) : null;
if (invite) {
  // Signed in or not: accepting signs this browser in as the invited person.
  root.render(
    <Suspense fallback={null}>
      <StandaloneInvite
        token={invite[1]}
        onSignedIn={(path) => {
          window.history.replaceState(null, "", path);
          startApp("page");
        }}
      />
    </Suspense>,
  );
} else if (readUser()) {
  startApp();
} else {
  if (!window.location.pathname.startsWith("/login")) {
    // Any route while signed out goes to sign-in and comes back after (DESIGN §1).
    const here = window.location.pathname + window.location.search;
    window.history.replaceState(null, "", here === "/" ? "/login" : `/login?to=${encodeURIComponent(here)}`);
  }
  root.render(
    <StandaloneLogin
      onSignedIn={(path) => {
        window.history.replaceState(null, "", path);
        startApp("page");
      }}
    />,
  );
}
