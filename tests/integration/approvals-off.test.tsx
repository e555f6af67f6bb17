// With the `approvals` extension off (a SPEC §7 server): no call goes to /api/approvals and the bell
// lists only what SPEC data tells (merchants pending KYC). The server side of "off" (a $12,000
// withdrawal happens at once) is in tests/unit/mocks/approvals.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getDb } from "../../mocks/db";
import { server } from "../../mocks/node";
import { setApprovalsOn } from "../../mocks/approvals";
import { renderApp } from "./render";

vi.mock("../../providers/extensions", async (original) => ({ ...(await original<typeof import("../../providers/extensions")>()), hasExtension: () => false }));

describe("approvals off", () => {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
  beforeEach(() => {
    setApprovalsOn(false);
    paths.length = 0;
    server.events.on("request:start", listener);
  });
  afterEach(() => {
    setApprovalsOn(true);
    server.events.removeListener("request:start", listener);
  });

  it("the bell lists only merchants pending KYC, and nothing asks for /api/approvals", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/profile", role: "operator" });
    await user.click(await screen.findByRole("button", { name: /^Notifications/ }));
    const kyc = await screen.findByRole("region", { name: "Merchants waiting for KYC review" });
    await waitFor(() => expect(within(kyc).getAllByRole("link")).toHaveLength(getDb().merchants.filter((m) => m.kycStatus === "pending").length));
    expect(screen.queryByRole("region", { name: "Your requests" })).toBeNull();
    expect(paths.filter((p) => p.startsWith("/api/approvals"))).toEqual([]);
    expect(paths).toContain("/api/merchants");
  });
});
