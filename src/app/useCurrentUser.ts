// TODO(issue 19): moved to providers/useCurrentUser.ts (src/theme needs it, and may not import
// src/app). Only resources/users/UserManagementPage.tsx still imports it from here; delete this file
// when it imports providers/useCurrentUser.ts.
export { useCurrentUser } from "../../providers/useCurrentUser";
