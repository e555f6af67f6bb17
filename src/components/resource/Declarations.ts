// Every declaration of the running app, for generic views that reach across resources (a form's
// reference select, a record page's related lists). Provided by the app root.
import { createContext, useContext } from "react";
import type { Declaration } from "../../../resources/types";

export const DeclarationsContext = createContext<ReadonlyArray<Declaration>>([]);

export function useDeclaration(name: string): Declaration | undefined {
  return useContext(DeclarationsContext).find((d) => d.name === name);
}

export function useDeclarations(): ReadonlyArray<Declaration> {
  return useContext(DeclarationsContext);
}
