// The sign-in toast, handed from the standalone sign-in page to the app that replaces it.
export const WELCOME_KEY = "paydesk:welcome";

export function takeWelcome(): { message: string; description?: string } | null {
  const raw = sessionStorage.getItem(WELCOME_KEY);
  if (!raw) return null;
  sessionStorage.removeItem(WELCOME_KEY);
  try {
    const v = JSON.parse(raw);
    return v && typeof v.message === "string" ? v : null;
  } catch {
    return null;
  }
}
