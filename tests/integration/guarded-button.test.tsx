// GuardedButton is right on its first render: the access decision seeds Refine's useCan query
// instead of the button rendering "Not allowed" until the provider's promise settles.
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { Refine, type DataProvider } from "@refinedev/core";
import { GuardedButton } from "../../src/components/GuardedButton";
import { AccessDecisions } from "../../src/components/useAccess";
import { decide } from "../../providers/access-control";
import { allDeclarations } from "../../src/app/declarations";
import type { Role } from "../../src/domain";

const neverSettles = { can: () => new Promise<never>(() => {}) };
const wallets = allDeclarations().find((d) => d.name === "wallets");

function renderFor(role: Role) {
  return render(
    <Refine dataProvider={{} as DataProvider} accessControlProvider={neverSettles} options={{ disableTelemetry: true }}>
      <AccessDecisions.Provider value={(_resource, action) => decide(role, wallets, action)}>
        <GuardedButton resource="wallets">Create Wallet</GuardedButton>
      </AccessDecisions.Provider>
    </Refine>,
  );
}

describe("GuardedButton", () => {
  it("is enabled at once for a role that may write, although the provider has not answered", () => {
    renderFor("operator");
    expect(screen.getByRole("button", { name: "Create Wallet" })).toBeEnabled();
  });

  it("is disabled at once with the reason for a viewer", () => {
    renderFor("viewer");
    expect(screen.getByRole("button", { name: "Create Wallet" })).toBeDisabled();
    expect(screen.getByLabelText("Create Wallet: Read-only access")).toBeInTheDocument();
  });
});
