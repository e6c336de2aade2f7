import { MSG } from "@saathi/contract/messages";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { ExpertLoginForm } from "./expert-login-form.tsx";
import { SignupForm } from "./signup-form.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

// The auth forms are built from the shared fields in components/forms: these check that each field is
// still registered with its form (values reach the request) and shows its own error, tied to the input.
describe("auth forms on the shared fields", () => {
  it("signup: names every missing field under it, then sends the trimmed values", async () => {
    const calls = fakeApi({ "POST /api/auth/sign-up/email": { token: null } });
    const onCodeSent = vi.fn();
    renderWithProviders(<SignupForm onCodeSent={onCodeSent} />);
    expect(field("Full Name").autocomplete).toBe("name");
    expect(field("Email").type).toBe("email");
    expect(field("Password").type).toBe("password");
    expect(field("Password").autocomplete).toBe("new-password");
    expect(screen.getByText("At least 6 characters")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText(MSG.fullNameRequired)).toBeTruthy();
    expect(screen.getByText(MSG.passwordRequired)).toBeTruthy();
    for (const label of ["Full Name", "Email", "Password"]) {
      const input = field(label);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      const [errorId = ""] = (input.getAttribute("aria-describedby") ?? "").split(" ");
      expect(document.getElementById(errorId)?.getAttribute("role")).toBe("alert");
    }
    expect(calls).toHaveLength(0);

    type("Full Name", "  Priya Nair ");
    type("Email", " Priya@Example.com ");
    type("Password", "calm-sea-42");
    // The age (decision 038): an age band here; a date of birth works too.
    fireEvent.click(screen.getByLabelText("18 or older"));
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(onCodeSent).toHaveBeenCalledWith("priya@example.com"));
    expect(calls[0]?.body).toEqual({
      name: "Priya Nair",
      email: "Priya@Example.com",
      password: "calm-sea-42",
      ageBand: "18+",
    });
    expect(field("Full Name").getAttribute("aria-invalid")).toBeNull();
  });

  it("expert login: the password field, and in OTP mode a code field that keeps only six digits", async () => {
    fakeApi({});
    renderWithProviders(<ExpertLoginForm onForgot={() => {}} />);
    expect(field("Password").autocomplete).toBe("current-password");
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText(MSG.emailOrPhoneRequired)).toBeTruthy();
    expect(screen.getByText(MSG.passwordRequired)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Login via OTP" }));
    expect(screen.queryByLabelText("Password")).toBeNull();
    type("OTP", "12a34 5678");
    expect(field("OTP").value).toBe("123456");
  });
});
