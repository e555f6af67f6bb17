// HTTP client on axios: cookies on every call, VITE_API_URL prefix, SPEC §8 error messages.
import axios, { AxiosError, type AxiosInstance } from "axios";
import type { HttpError } from "@refinedev/core";
import { recordActivity } from "./session-activity";
import { INBOX_HEADER, noteInboxHeader } from "./approvals";
import { forgetPreloaded } from "./preload";
import { noteServiceUnavailable } from "./service-unavailable";

export const NETWORK_ERROR = "Network error: the server could not be reached";
export const TIMEOUT_ERROR = "The server took too long to respond. Please try again.";

export function apiBaseUrl(): string {
  return (import.meta.env.VITE_API_URL as string | undefined) ?? "";
}

/** "{status}: {body text, or status text if empty}" (SPEC §8). */
export function errorMessage(status: number, body: unknown, statusText?: string): string {
  let text = "";
  if (typeof body === "string") text = body.trim();
  else if (body && typeof body === "object") {
    const m = (body as { message?: unknown }).message;
    text = typeof m === "string" ? m : JSON.stringify(body);
  }
  return `${status}: ${text || statusText || ""}`.trim();
}

export function toHttpError(error: unknown): HttpError {
  if (axios.isAxiosError(error)) {
    const e = error as AxiosError;
    if (e.response) {
      const { status, data, statusText } = e.response;
      return { message: errorMessage(status, data, statusText), statusCode: status, name: "HttpError" } as HttpError;
    }
    if (e.code === "ECONNABORTED" || e.code === "ETIMEDOUT") {
      return { message: TIMEOUT_ERROR, statusCode: 0, name: "HttpError" } as HttpError;
    }
    return { message: NETWORK_ERROR, statusCode: 0, name: "HttpError" } as HttpError;
  }
  const message = error instanceof Error ? error.message : String(error);
  return { message, statusCode: 0, name: "HttpError" } as HttpError;
}

// Calls wait for this before leaving (the in-browser demo backend must be listening first); none
// once it has settled, so a call leaves in the same task that makes it (see createHttpClient).
let gate: Promise<unknown> | null = null;
export function setRequestGate(ready: Promise<unknown>): void {
  const settled = () => {
    if (gate === ready) gate = null;
  };
  gate = ready;
  ready.then(settled, settled);
}

/** When each call left (see recordActivity). */
const sentAt = new WeakMap<object, number>();

export function createHttpClient(baseURL = apiBaseUrl()): AxiosInstance {
  const client = axios.create({
    baseURL,
    withCredentials: true,
    timeout: 30_000,
    headers: { Accept: "application/json" },
    // No XSRF cookie to echo (cross-origin writes are refused by their Origin, DESIGN §6). Reading
    // one is asynchronous in Chromium (the Cookie Store API, a round trip to the browser process):
    // every call waited for it before leaving, behind whatever long task ran meanwhile.
    withXSRFToken: false,
  });
  // Synchronous, and the gate in the adapter: a call leaves in the task that makes it. With an async
  // interceptor each call waited for a chain of microtasks, and a boot's early reads
  // (providers/preload.ts) queued behind the chunks evaluated meanwhile (≈ 13 ms).
  client.interceptors.request.use(
    (config) => {
      // A write makes every early read still waiting out of date (providers/preload.ts).
      if ((config.method ?? "get").toLowerCase() !== "get") forgetPreloaded(client);
      return config;
    },
    undefined,
    { synchronous: true },
  );
  const send = axios.getAdapter(client.defaults.adapter);
  client.defaults.adapter = (config) => {
    const leave = () => {
      sentAt.set(config, Date.now());
      return send(config);
    };
    return gate ? gate.then(leave, leave) : leave();
  };
  client.interceptors.response.use(
    (r) => {
      // A successful call is session activity (the idle timeout counts from the last one).
      const at = sentAt.get(r.config);
      if (at !== undefined) recordActivity(at);
      // Extension `approvals`: the bell's hint rides on every answer (providers/approvals.ts).
      noteInboxHeader(r.headers?.[INBOX_HEADER] as string | undefined);
      return r;
    },
    (error) => {
      const failed = toHttpError(error);
      if (failed.statusCode === 503) noteServiceUnavailable();
      return Promise.reject(failed);
    },
  );
  return client;
}

export const http = createHttpClient();
