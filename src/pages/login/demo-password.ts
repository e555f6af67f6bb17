// The PayDesk server tells the sign-in page that it holds the demo data, and their password, in a
// meta tag of the page it serves (server/app/demo-hint.ts): no extra call on the sign-in page, and
// nothing at all when the server has no demo accounts.
export const DEMO_PASSWORD_META = "paydesk-demo-password";

export function demoPassword(doc: Document = document): string | null {
  const value = doc.querySelector(`meta[name="${DEMO_PASSWORD_META}"]`)?.getAttribute("content");
  return value ? value : null;
}
