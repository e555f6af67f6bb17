// Refine's router provider for React Router 7, with `parse` giving the same answer while the
// address stays the same.
import { useContext, useMemo } from "react";
import { useLocation } from "react-router";
import { ResourceContext, type ParseResponse, type RouterProvider } from "@refinedev/core";
import base from "@refinedev/react-router";

const baseParse = base.parse!;

/**
 * @refinedev/react-router's `parse` hook returns a new function on every render (the route
 * params it closes over are a new object each time), so each Refine hook parses the query again
 * and recomputes whatever depends on the result (`useGo`'s route lookup over every resource) on
 * every render of every component that uses one. Its answer depends only on the address, the
 * resources and the component's place in the routes (fixed for a component's life), so it is
 * kept until one of the first two changes.
 */
function useSteadyParse(): () => ParseResponse {
  const parse = baseParse(); // its own hooks, called on every render as before
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  return useMemo(() => {
    let answer: ParseResponse | undefined;
    return () => (answer ??= parse());
  }, [pathname, search, resources]); // eslint-disable-line react-hooks/exhaustive-deps -- `parse` is new on every render; these are what it reads
}

export const routerProvider: RouterProvider = { ...base, parse: useSteadyParse };
