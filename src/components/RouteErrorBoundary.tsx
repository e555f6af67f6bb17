// An ErrorBoundary that starts afresh after each navigation. Only this component follows the
// location: the children it is given are the same elements, so React does not re-render them.
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { ErrorBoundary } from "./ErrorBoundary";
import { ErrorScreen, type ErrorScreenProps } from "./ErrorScreen";

export function RouteErrorBoundary({ children, ...screen }: ErrorScreenProps & { children: ReactNode }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary resetKey={key} fallback={() => <ErrorScreen {...screen} />}>
      {children}
    </ErrorBoundary>
  );
}
