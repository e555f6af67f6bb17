// The names of the API extensions (DESIGN §5, docs/api-extensions.md). The switch that turns them
// on is providers/extensions.ts; the names live here so declarations (base) can name one.
export const EXTENSIONS = ["logout", "audit", "secrets", "approvals", "views", "paging"] as const;
export type Extension = (typeof EXTENSIONS)[number];
