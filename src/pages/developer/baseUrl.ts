import { apiBaseUrl } from "../../../providers/http";

/** The API origin the docs and samples show: VITE_API_URL, else this console's origin. */
export function docsBaseUrl(): string {
  const configured = apiBaseUrl().replace(/\/+$/, "");
  if (configured) return configured;
  return typeof window !== "undefined" ? window.location.origin : "";
}
