// The invitee's page (src/pages/invite/InvitePage.tsx): who is invited, the password step with
// extension `password`, the demo's password-free accept, and the messages of links that cannot be used.
import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { User } from "../../../src/domain";
import { INVITE_EXPIRED, INVITE_UNKNOWN, INVITE_USED, InvitePage, PASSWORDS_DIFFER, type Invitee } from "../../../src/pages/invite/InvitePage";

const ADA: Invitee = { email: "ada.lee@paydesk.dev", firstName: "Ada", lastName: "Lee", role: "operator", expiresAt: "2026-12-02T08:00:00.000Z" };
const USER = { id: "u1", email: ADA.email, role: "operator" } as User;
const refused = (status: number, body: string) => Promise.reject({ statusCode: status, message: `${status}: ${body}` });

describe("invite page", () => {
  it("with `password`: names the person, asks for a password and its confirmation, then signs in", async () => {
    const accept = vi.fn(async () => USER);
    const onSignedIn = vi.fn();
    render(<InvitePage load={async () => ADA} accept={accept} withPassword onSignedIn={onSignedIn} />);
    expect(await screen.findByText("Ada Lee")).toBeInTheDocument();
    expect(screen.getByText(ADA.email)).toBeInTheDocument();
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("autocomplete", "new-password");
    expect(password).toHaveAccessibleDescription("At least 12 characters, not your email address, not a common password.");
    const submit = screen.getByRole("button", { name: "Set password and sign in" });
    await userEvent.type(password, "a long private phrase");
    await userEvent.type(screen.getByLabelText("Confirm password"), "a long private phrasE");
    await userEvent.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(PASSWORDS_DIFFER);
    expect(accept).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText("Confirm password"));
    await userEvent.type(screen.getByLabelText("Confirm password"), "a long private phrase");
    await userEvent.click(submit);
    expect(accept).toHaveBeenCalledWith("a long private phrase");
    expect(onSignedIn).toHaveBeenCalledWith(USER);
  });

  it("shows the server's policy refusal and keeps the input", async () => {
    const accept = vi.fn(() => refused(400, "This password is too common; choose another"));
    render(<InvitePage load={async () => ADA} accept={accept as never} withPassword onSignedIn={vi.fn()} />);
    await userEvent.type(await screen.findByLabelText("Password"), "qwerty123456");
    await userEvent.type(screen.getByLabelText("Confirm password"), "qwerty123456");
    await userEvent.click(screen.getByRole("button", { name: "Set password and sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This password is too common; choose another");
    expect(screen.getByLabelText("Password")).toHaveValue("qwerty123456");
  });

  it("in the demo (no passwords): accepts without one", async () => {
    const accept = vi.fn(async () => USER);
    render(<InvitePage load={async () => ADA} accept={accept} withPassword={false} onSignedIn={vi.fn()} />);
    await userEvent.click(await screen.findByRole("button", { name: "Accept and sign in" }));
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(accept).toHaveBeenCalledWith(null);
  });

  it.each([
    [404, "Invitation not found", INVITE_UNKNOWN],
    [410, "This invitation has expired", INVITE_EXPIRED],
    [410, "This invitation was already used", INVITE_USED],
  ])("a link answered %i %s says so, with the way to sign-in", async (status, body, message) => {
    render(<InvitePage load={() => refused(status, body)} accept={vi.fn()} withPassword onSignedIn={vi.fn()} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("link", { name: "Go to sign-in" })).toHaveAttribute("href", "/login");
    expect(screen.queryByLabelText("Password")).toBeNull();
  });
});
