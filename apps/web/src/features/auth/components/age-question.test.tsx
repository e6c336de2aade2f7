// The age question after a first Google or Microsoft sign-in: it asks, sends the band chosen once and
// reads the session again; under 13 erases the account and shows the helplines.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { AgeQuestion } from "./age-question.tsx";

afterEach(cleanup);

describe("the age question", () => {
  it("without an answer it says so and sends nothing", async () => {
    const calls = fakeApi({});
    renderWithProviders(<AgeQuestion />);
    expect(screen.getByRole("heading", { name: "One question before you start" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Tell us your date of birth or choose an age band.")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("a band is sent to POST /api/young-people/age", async () => {
    const calls = fakeApi({
      "POST /api/young-people/age": { band: "13-17", consented: false, request: null },
      "GET /api/me": { user: null },
    });
    renderWithProviders(<AgeQuestion />);
    fireEvent.click(screen.getByLabelText("16 or 17"));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/young-people/age")).toBe(true));
    expect(calls.find((c) => c.url === "/api/young-people/age")?.body).toEqual({ ageBand: "16-17" });
  });

  it("under 13: the account is erased (one call, the server's 403 UNDER_13), then the helplines, Childline first", async () => {
    const calls = fakeApi({
      "POST /api/young-people/age/under-13": [
        403,
        { code: "UNDER_13", message: "Saathi accounts are for people aged 13 and over." },
      ],
      "GET /api/me": { user: null, profile: null },
    });
    renderWithProviders(<AgeQuestion />);
    fireEvent.click(screen.getByLabelText("Under 13"));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    const panel = await screen.findByTestId("under-13");
    expect(panel.querySelector("a[href^='tel:']")?.getAttribute("href")).toBe("tel:1098");
    expect(calls.filter((c) => c.url.startsWith("/api/young-people")).map((c) => c.url)).toEqual([
      "/api/young-people/age/under-13",
    ]);
  });
});
