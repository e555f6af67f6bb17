import type { Declaration } from "../../resources/types";
import { resources } from "../../resources";
import { pages } from "../pages";
import { hasExtension } from "../../providers/extensions";

/**
 * Everything routable, in sidebar order; a resource hosted by a page (`hosts`) shows that page's screen.
 * A declaration whose extension the server lacks is left out: no route, no sidebar entry.
 */
export function allDeclarations(extra: ReadonlyArray<Declaration> = [], extensionOn = hasExtension): Declaration[] {
  const all = [...pages, ...resources, ...extra].filter((d) => !d.extension || extensionOn(d.extension));
  const host = (d: Declaration) => all.find((p) => p.hosts?.includes(d.name));
  return all.map((d) => (host(d) ? { ...d, view: host(d)!.view } : d)).sort((a, b) => (a.nav?.order ?? 999) - (b.nav?.order ?? 999));
}

export function findByRoute(declarations: ReadonlyArray<Declaration>, pathname: string): Declaration | undefined {
  // Longest route first so "/onboarding/kyc-documents" wins over "/onboarding".
  return [...declarations]
    .sort((a, b) => b.route.length - a.route.length)
    .find((d) => (d.route === "/" ? pathname === "/" : pathname === d.route || pathname.startsWith(`${d.route}/`)));
}
