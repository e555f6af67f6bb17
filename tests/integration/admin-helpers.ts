// Helpers for the administration screens' integration tests (admin, developer, users, profile, settings).
import { onTestFinished } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { server } from "../../mocks/node";

/** Bodies (and URLs) of the calls matching method + path (a RegExp or exact path), as the demo backend received them. */
export function record(method: string, path: string | RegExp) {
  const calls: Array<{ url: URL; body: unknown; idempotencyKey: string | null }> = [];
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method !== method) return;
    if (typeof path === "string" ? url.pathname !== path : !path.test(url.pathname)) return;
    const text = await request.clone().text();
    calls.push({ url, body: text ? JSON.parse(text) : undefined, idempotencyKey: request.headers.get("Idempotency-Key") });
  };
  server.events.on("request:start", listener);
  onTestFinished(() => server.events.removeListener("request:start", listener));
  return calls;
}

/** Picks an option of an antd Select, found by its accessible label, inside `scope`. */
export async function pick(scope: HTMLElement, label: string, option: string) {
  const box = within(scope).getByRole("combobox", { name: label });
  fireEvent.mouseDown(box);
  const item = await waitFor(() => {
    const el = Array.from(
      document.querySelectorAll<HTMLElement>(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option"),
    ).find((o) => o.getAttribute("title") === option || o.textContent?.trim() === option);
    if (!el) throw new Error(`option ${option} not shown`);
    return el;
  });
  fireEvent.click(item);
}

/** The table row holding `text`. */
export const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

/** The notification (toast) holding `text`. */
export async function findToast(text: string) {
  const el = await screen.findByText(text, { selector: ".ant-notification-notice *" });
  return el.closest(".ant-notification-notice") as HTMLElement;
}

/** Sets an input's value in one change event (typing key by key is slow under jsdom with antd). */
export function fill(el: HTMLElement, value: string) {
  fireEvent.change(el, { target: { value } });
}

/** Waits until the element is enabled (access-control decisions resolve asynchronously), then returns it. */
export async function enabled<T extends HTMLElement>(get: () => T): Promise<T> {
  return waitFor(() => {
    const el = get();
    if ((el as unknown as HTMLButtonElement).disabled) throw new Error("still disabled");
    return el;
  });
}
