// A list's row actions share one set of Refine's mutation hooks (DeclaredCallScope), and a row's
// call in flight holds back only that row.
import { describe, expect, it, vi } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { server } from "../../mocks/node";
import type { Merchant } from "../../src/domain";
import { renderApp } from "./render";

// How many components hold a useUpdate or a useCustomMutation (each one runs Refine's route
// matching on every render), and how often useCreate runs.
const mounts = vi.hoisted(() => ({ useUpdate: 0, useCustomMutation: 0, useCreateRenders: 0 }));
vi.mock("@refinedev/core", async (importOriginal) => {
  const core = await importOriginal<typeof import("@refinedev/core")>();
  const { useEffect } = await import("react");
  return {
    ...core,
    useUpdate: (...args: Parameters<typeof core.useUpdate>) => {
      useEffect(() => void mounts.useUpdate++, []);
      return core.useUpdate(...args);
    },
    useCreate: (...args: Parameters<typeof core.useCreate>) => {
      mounts.useCreateRenders++;
      return core.useCreate(...args);
    },
    useCustomMutation: (...args: Parameters<typeof core.useCustomMutation>) => {
      useEffect(() => void mounts.useCustomMutation++, []);
      return core.useCustomMutation(...args);
    },
  };
});

const merchant = (n: number): Merchant => ({
  id: `m${n}`,
  legalName: `Pending Shop ${n}`,
  ein: `11-11111${String(n).padStart(2, "0")}`,
  businessType: "llc",
  kycStatus: "pending",
  onboardingStatus: "pending",
  createdAt: `2026-02-${String(10 + n).padStart(2, "0")}T10:00:00.000Z`,
});
const MERCHANTS = Array.from({ length: 10 }, (_, i) => merchant(i + 1));
// antd tables are slow to render under jsdom on a busy machine (as in the other screen tests).
configure({ asyncUtilTimeout: 45000 });

const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

describe("row actions", { timeout: 60_000 }, () => {
  it("ten rows with Approve and Reject share one useUpdate, not one per row", async () => {
    server.use(http.get("*/api/merchants", () => HttpResponse.json(MERCHANTS)));
    mounts.useUpdate = 0;
    await renderApp({ route: "/onboarding", role: "operator" });
    await screen.findByText("Pending Shop 10");
    expect(screen.getAllByRole("button", { name: /^Approve Pending Shop/ })).toHaveLength(10);
    expect(mounts.useUpdate).toBe(1);
  });

  it("Wallets: every row's QR, Load and Withdraw share the list's one useCustomMutation; a QR still shows its code", async () => {
    const user = userEvent.setup({ delay: null });
    mounts.useCustomMutation = 0;
    await renderApp({ route: "/wallets", role: "operator" });
    const qr = await screen.findAllByRole("button", { name: /^QR code for wallet/ });
    expect(qr).toHaveLength(10);
    // The list's scope and the header's theme switch; before, each row's QR button held one more (12).
    expect(mounts.useCustomMutation).toBeLessThanOrEqual(2);
    await user.click(qr[0]);
    expect(await screen.findByText("Wallet QR code")).toBeInTheDocument();
  });

  it("a row's call in flight disables that row only; another row's call runs beside it and both land", async () => {
    const user = userEvent.setup({ delay: null });
    const answers = new Map<string, () => void>();
    const approved = new Set<string>();
    server.use(
      http.get("*/api/merchants", () =>
        HttpResponse.json(MERCHANTS.map((m) => (approved.has(m.id) ? { ...m, kycStatus: "approved", onboardingStatus: "approved" } : m))),
      ),
      http.put("*/api/merchants/:id", async ({ params }) => {
        const id = String(params.id);
        await new Promise<void>((resolve) => answers.set(id, resolve));
        approved.add(id);
        return HttpResponse.json({ ...MERCHANTS.find((m) => m.id === id), kycStatus: "approved", onboardingStatus: "approved" });
      }),
    );
    const approve = async (n: number) => {
      await user.click(within(rowOf(`Pending Shop ${n}`)).getByRole("button", { name: `Approve Pending Shop ${n}` }));
      const popover = (await screen.findByText(`Approve Pending Shop ${n}?`)).closest(".ant-popover") as HTMLElement;
      await user.click(within(popover).getByRole("button", { name: "Approve" }));
    };
    await renderApp({ route: "/onboarding", role: "operator" });
    await screen.findByText("Pending Shop 1");
    await approve(1);

    await waitFor(() => expect(within(rowOf("Pending Shop 1")).getByRole("button", { name: "Reject Pending Shop 1" })).toBeDisabled());
    expect(within(rowOf("Pending Shop 1")).getByRole("button", { name: "Approve Pending Shop 1" })).toHaveClass("ant-btn-loading");
    expect(within(rowOf("Pending Shop 2")).getByRole("button", { name: "Approve Pending Shop 2" })).toBeEnabled();
    expect(within(rowOf("Pending Shop 2")).getByRole("button", { name: "Reject Pending Shop 2" })).toBeEnabled();

    // A second row's call while the first is still waiting: both go through the one shared hook.
    await approve(2);
    await waitFor(() => expect([...answers.keys()].sort()).toEqual(["m1", "m2"]));
    expect(within(rowOf("Pending Shop 2")).getByRole("button", { name: "Approve Pending Shop 2" })).toHaveClass("ant-btn-loading");
    answers.get("m2")!();
    answers.get("m1")!();
    expect(await screen.findAllByText("Merchant status updated")).not.toHaveLength(0);
    for (const n of [1, 2]) await waitFor(() => expect(within(rowOf(`Pending Shop ${n}`)).queryByRole("button", { name: /Approve|Reject/ })).toBeNull());
    expect(within(rowOf("Pending Shop 3")).getByRole("button", { name: "Approve Pending Shop 3" })).toBeEnabled();
  });

  it("a form's keystrokes do not run Refine's hooks again; a row's form runs through the list's scope", async () => {
    const user = userEvent.setup({ delay: null });
    mounts.useCustomMutation = 0;
    await renderApp({ route: "/wallets", role: "operator" });
    await screen.findAllByRole("button", { name: /^QR code for wallet/ });
    const listHooks = mounts.useCustomMutation;
    // A row's Load Funds: the list's DeclaredCallScope sends it, the form adds no mutation hook.
    await user.click(screen.getAllByRole("button", { name: /^Load funds to wallet/ })[0]);
    const load = await screen.findByRole("dialog", { name: "Load Funds" });
    expect(mounts.useCustomMutation).toBe(listHooks);
    await user.click(within(load).getByRole("button", { name: "Cancel" }));
    // Create Wallet (outside the table) holds its own scope, above the watched form: typing does not re-render it.
    await user.click(screen.getByRole("button", { name: "Create Wallet" }));
    const input = within(await screen.findByRole("dialog", { name: "Create Wallet" })).getByLabelText("Merchant ID");
    const before = mounts.useCreateRenders;
    await user.type(input, "merch_");
    expect(input).toHaveValue("merch_");
    expect(mounts.useCreateRenders).toBe(before);
  });
});
