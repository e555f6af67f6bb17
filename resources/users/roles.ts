// Role descriptions and colours for User Management (SPEC "User Management").
import type { Role } from "../../src/domain";

export const ROLE_OPTIONS: ReadonlyArray<{ value: Role; label: string; description: string }> = [
  { value: "admin", label: "Admin", description: "Full access: every screen, API keys, developer tools and user management." },
  { value: "operator", label: "Operator", description: "Operational access: wallets, tokens, transactions and merchant onboarding." },
  { value: "viewer", label: "Viewer", description: "Read-only access: dashboard, wallets and transactions." },
];

export function roleColor(role: string | null | undefined): string {
  switch (role) {
    case "admin":
      return "purple";
    case "operator":
      return "blue";
    default:
      return "default";
  }
}
