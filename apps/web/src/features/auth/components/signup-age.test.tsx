// The age on the sign-up form: a date of birth under 13 (or the "Under 13" band) shows the helplines
// and the free tools, and nothing is sent; a teen's date of birth goes to the server as given.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { SignupForm } from "./signup-form.tsx";

afterEach(cleanup);

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const yearsAgo = (n: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - n);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
};

function fillAccount() {
  fill("Full Name", "Riya Sen");
  fill("Email", "riya@example.com");
  fill("Password", "calm-sea-42");
}

describe("the age on sign-up", () => {
  it("asks for an age: without one, the form says so and sends nothing", async () => {
    const calls = fakeApi({});
    renderWithProviders(<SignupForm onCodeSent={vi.fn()} />);
    fillAccount();
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Tell us your date of birth or choose an age band.")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("under 13 by date of birth: the helplines with Childline 1098 first and the free tools; nothing sent", async () => {
    const calls = fakeApi({});
    renderWithProviders(<SignupForm onCodeSent={vi.fn()} />);
    fillAccount();
    fill("Date of birth", yearsAgo(11));
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    const panel = await screen.findByTestId("under-13");
    const lines = [...panel.querySelectorAll("a[href^='tel:']")].map((a) => a.getAttribute("href"));
    expect(lines[0]).toBe("tel:1098");
    expect(panel.textContent).toContain("Tele-MANAS");
    expect(screen.getByRole("link", { name: "Breathing & Meditation" }).getAttribute("href")).toBe("/breathing-tool");
    expect(calls).toHaveLength(0);
  });

  it("the 'Under 13' band shows the same", async () => {
    fakeApi({});
    renderWithProviders(<SignupForm onCodeSent={vi.fn()} />);
    fillAccount();
    fireEvent.click(screen.getByLabelText("Under 13"));
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByTestId("under-13")).toBeTruthy();
  });

  it("a 16-year-old's date of birth is sent as given", async () => {
    const calls = fakeApi({ "POST /api/auth/sign-up/email": { token: null } });
    const onCodeSent = vi.fn();
    renderWithProviders(<SignupForm onCodeSent={onCodeSent} />);
    fillAccount();
    const dob = yearsAgo(16);
    fill("Date of birth", dob);
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(onCodeSent).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ dateOfBirth: dob });
  });
});
