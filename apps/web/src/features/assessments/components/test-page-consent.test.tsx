// The first result kept asks for consent; 'Not now' shows the score without keeping it.
import { INSTRUMENTS } from "@saathi/contract/assessments";
import { CONSENT_MSG } from "@saathi/contract/consents";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { TestPage } from "./test-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("take a test without the sensitive consent", () => {
  it("asks to keep the result; 'Not now' shows the score unsaved and gives no consent", async () => {
    const calls = fakeApi({
      "GET /api/me": { user: null, profile: null },
      "POST /api/assessments": [409, { code: "CONSENT_REQUIRED", message: CONSENT_MSG.required }],
    });
    renderWithProviders(<TestPage />);
    fireEvent.click(await screen.findByLabelText(/Anxiety \(GAD-7\)/));
    for (const item of INSTRUMENTS.gad7.items) fireEvent.click(screen.getByLabelText(`${item.text}: Several days`));
    fireEvent.click(screen.getByRole("button", { name: "Submit Test" }));
    expect(
      await screen.findByRole("dialog", { name: "Keep your journal and test results in your account?" }),
    ).toBeTruthy();
    expect(screen.queryByText(CONSENT_MSG.required)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(await screen.findByText(/This result is not saved to your account/)).toBeTruthy();
    expect(screen.getByRole("article", { name: "Your Test Score" }).textContent).toContain("7out of 21");
    expect(calls.some((c) => c.url === "/api/account/consents")).toBe(false);
  });
});
