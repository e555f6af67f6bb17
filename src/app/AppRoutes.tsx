import { lazy, Suspense } from "react";
import { Navigate, Outlet, Route, Routes, useSearchParams } from "react-router";
import { Authenticated, CanAccess } from "@refinedev/core";
import { CatchAllNavigate } from "@refinedev/react-router";
import type { Declaration } from "../../resources/types";
import { FullScreenLoader } from "../components/FullScreenLoader";
import { LoginPage } from "../pages/login/LoginPage";
import { PageFallback } from "../components/PageFallback";
import { safeReturnPath } from "../../providers/auth-provider";

// Signed-in code is loaded only after sign-in (keeps the sign-in page light).
const AppLayout = lazy(() => import("../shell/AppLayout"));
const ResourceList = lazy(() => import("../components/list/ResourceList"));
// Rare screens (antd Result and its illustrations) load only when shown.
const AccessDenied = lazy(() => import("../pages/AccessDenied").then((m) => ({ default: m.AccessDenied })));
const NotFound = lazy(() => import("../pages/NotFound").then((m) => ({ default: m.NotFound })));

/** Signed in on /login: go back to the page that sent the user here, else the dashboard. */
function LeaveLogin() {
  const [params] = useSearchParams();
  return <Navigate to={safeReturnPath(params.get("to")) ?? "/"} replace />;
}

function RouteView({ declaration }: { declaration: Declaration }) {
  const View = declaration.view;
  return (
    <CanAccess
      resource={declaration.name}
      action="list"
      fallback={
        <Suspense fallback={<PageFallback />}>
          <AccessDenied />
        </Suspense>
      }
    >
      <Suspense fallback={<PageFallback />}>{View ? <View /> : <ResourceList declaration={declaration} />}</Suspense>
    </CanAccess>
  );
}

export function AppRoutes({ declarations }: { declarations: ReadonlyArray<Declaration> }) {
  return (
    <Routes>
      <Route
        element={
          <Authenticated key="app" fallback={<CatchAllNavigate to="/login" />} loading={<FullScreenLoader />}>
            <Suspense fallback={<FullScreenLoader />}>
              <AppLayout declarations={declarations} />
            </Suspense>
          </Authenticated>
        }
      >
        {declarations.map((d) =>
          d.route === "/" ? (
            <Route key={d.name} index element={<RouteView declaration={d} />} />
          ) : (
            <Route key={d.name} path={d.route} element={<RouteView declaration={d} />} />
          ),
        )}
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
        element={
          <Authenticated key="login" fallback={<Outlet />} loading={<FullScreenLoader />}>
            <LeaveLogin />
          </Authenticated>
        }
      >
        <Route path="/login" element={<LoginPage />} />
      </Route>
    </Routes>
  );
}
