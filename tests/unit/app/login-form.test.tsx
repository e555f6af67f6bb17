import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CODE_STEP, LoginForm } from "../../../src/pages/login/LoginForm";
import { demoPassword } from "../../../src/pages/login/demo-password";
import { withDemoHint } from "../../../server/app/demo-hint";

describe("sign-in form", () => {
  it("SPEC's form: e-mail only, with the demo accounts", async () => {
    const onSubmit = vi.fn(async () => null);
    render(<LoginForm onSubmit={onSubmit} />);
    expect(screen.queryByLabelText("Password")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /operator@paydesk\.dev/ }));
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(onSubmit).toHaveBeenCalledWith("operator@paydesk.dev", "");
  });

  it("with `password`: a required Password field, filled with the demo password by an account's button", async () => {
    const onSubmit = vi.fn(async () => null);
    render(<LoginForm onSubmit={onSubmit} withPassword demoPassword="paydesk-demo" />);
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("type", "password");
    expect(password).toBeRequired();
    expect(screen.getByText("paydesk-demo")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Email address"), "admin@paydesk.dev");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: /viewer@paydesk\.dev/ }));
    expect(password).toHaveValue("paydesk-demo");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(onSubmit).toHaveBeenCalledWith("viewer@paydesk.dev", "paydesk-demo");
  });

  it("with `two-factor`: a sign-in that asks for the code shows the code step; a recovery code instead; back to the start when it expired", async () => {
    const onSubmit = vi.fn(async () => CODE_STEP);
    const answers: Array<string | null> = ["Invalid code.", "Sign-in expired. Please sign in again."];
    const onVerify = vi.fn(async () => answers.shift() ?? null);
    render(<LoginForm onSubmit={onSubmit} onVerify={onVerify} withPassword demoPassword="paydesk-demo" />);
    await userEvent.click(screen.getByRole("button", { name: /admin@paydesk\.dev/ }));
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Two-factor authentication" })).toBeInTheDocument();
    expect(screen.queryByText("Demo accounts")).toBeNull();
    const code = await screen.findByLabelText("Authentication code");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(screen.getByRole("button", { name: "Verify" })).toBeDisabled();
    await userEvent.type(code, "123 456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid code.");
    expect(onVerify).toHaveBeenLastCalledWith({ code: "123456" });

    await userEvent.click(screen.getByRole("button", { name: "Use a recovery code" }));
    await userEvent.type(screen.getByLabelText("Recovery code"), "abcde-fghjk");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(onVerify).toHaveBeenLastCalledWith({ recoveryCode: "abcde-fghjk" });
    expect(await screen.findByRole("heading", { name: "Sign in to your account" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Sign-in expired. Please sign in again.");
  });

  it("with `password` and no demo data: no demo accounts are offered", () => {
    render(<LoginForm onSubmit={async () => null} withPassword />);
    expect(screen.queryByText("Demo accounts")).toBeNull();
  });

  it("reads the demo password from the page the server serves, escaped", () => {
    const html = withDemoHint("<html><head><title>PayDesk</title></head></html>", 'a"<b');
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect(demoPassword(doc)).toBe('a"<b');
    expect(demoPassword(new DOMParser().parseFromString(withDemoHint("<html><head></head></html>", null), "text/html"))).toBeNull();
  });
});
