import { lazy, Suspense } from "react";
import { Navigate, Outlet, Route, Routes, useSearchParams } from "react-router";
import { CatchAllNavigate } from "@refinedev/react-router";
import type { Declaration } from "../../resources/types";
import { FullScreenLoader } from "../components/FullScreenLoader";
import { LoginPage } from "../pages/login/LoginPage";
import { PageFallback } from "../components/PageFallback";
import { safeReturnPath } from "../../providers/auth-provider";
import { decide } from "../../providers/access-control";
import { useCurrentUser } from "../../providers/useCurrentUser";
import { ResourceScreen } from "./resource-screen";
import { AppLayout } from "./shell-views";

// Rare screens (antd Result and its illustrations) load only when shown.
const AccessDenied = lazy(() => import("../pages/AccessDenied").then((m) => ({ default: m.AccessDenied })));
const NotFound = lazy(() => import("../pages/NotFound").then((m) => ({ default: m.NotFound })));

/** Signed in on /login: go back to the page that sent the user here, else the dashboard. */
function LeaveLogin() {
  const [params] = useSearchParams();
  return <Navigate to={safeReturnPath(params.get("to")) ?? "/"} replace />;
}

// The session and the role are local (providers/session-store), so the routes decide during render
// with the same rule as the access-control provider (`decide`). Refine's <Authenticated> and
// <CanAccess> ask through a query instead: each adds a loading state and a second render pass, which
// arrives as a synchronous update (no time slicing) and, if the view then suspends, shows a fallback.

/** Signed-in routes: the layout, or back to sign-in. */
function SignedIn({ declarations }: { declarations: ReadonlyArray<Declaration> }) {
  return useCurrentUser() ? (
    <Suspense fallback={<FullScreenLoader />}>
      <AppLayout declarations={declarations} />
    </Suspense>
  ) : (
    <CatchAllNavigate to="/login" />
  );
}

/** /login: signed-in users go back where they came from. */
function SignedOut() {
  return useCurrentUser() ? <LeaveLogin /> : <Outlet />;
}

// One boundary per screen (the key): react-router navigates in a transition, and a transition that
// suspends in a boundary already on screen keeps the previous screen up, live, until the next one's
// code is in. The URL had changed, the header and sidebar had not, and a click on the old screen
// (the dashboard's own "Create Wallet", which goes to /wallets) did nothing visible. A new boundary
// shows its fallback at once instead.
function RouteView({ declaration }: { declaration: Declaration }) {
  const View = declaration.view;
  const allowed = decide(useCurrentUser()?.role, declaration, "list").can;
  // A boundary per route (key): a screen whose code is still loading shows its skeleton at once,
  // instead of React holding the previous screen (still clickable) through the navigation's transition.
  return <Suspense key={declaration.name} fallback={<PageFallback />}>{!allowed ? <AccessDenied /> : View ? <View declaration={declaration} /> : <ResourceScreen declaration={declaration} />}</Suspense>;
}

export function AppRoutes({ declarations }: { declarations: ReadonlyArray<Declaration> }) {
  return (
    <Routes>
      <Route
        element={<SignedIn declarations={declarations} />}
      >
        {declarations.map((d) =>
          d.route === "/" ? (
            <Route key={d.name} index element={<RouteView declaration={d} />} />
          ) : (
            // A record page ({route}/{id}) is the same route, so the list stays mounted under its drawer.
            <Route key={d.name} path={d.record && !d.record.path ? `${d.route}/:id?` : d.route} element={<RouteView declaration={d} />} />
          ),
        )}
        {/* Records whose address is elsewhere (merchants at /onboarding/merchants/{id}). */}
        {declarations
          .filter((d) => d.record?.path)
          .map((d) => (
            <Route key={`${d.name}:record`} path={d.record!.path} element={<RouteView declaration={d} />} />
          ))}
        <Route
          path="*"
          element={
            <Suspense fallback={<PageFallback />}>
              <NotFound />
            </Suspense>
          }
        />
      </Route>
      <Route
        element={<SignedOut />}
      >
        <Route path="/login" element={<LoginPage />} />
      </Route>
    </Routes>
  );
}
