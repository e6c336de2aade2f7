// The onboarding screens in Hindi, from this feature's own catalog. The values saved stay
// English (a category is stored as 'Depression'); only the words shown change.
import type { Messages } from "@lingui/core";
import { i18n } from "@lingui/core";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { weekdayName } from "./labels.ts";
import { OnboardingPage } from "./onboarding-page.tsx";
import { emptyForm, missingFields, stillNeededText } from "./steps.ts";

const [hi] = Object.values(import.meta.glob<{ messages: Messages }>("../locales/hi.po", { eager: true }));

const fresh = {
  email: "leela@example.com",
  emailVerified: true,
  fullName: "Leela Menon",
  profile: null,
  completed: false,
  application: {
    status: "draft",
    details: {
      practitionerKind: null,
      qualification: null,
      institution: null,
      professionalBody: null,
      registrationNumber: null,
      yearsOfPractice: null,
    },
    documents: [],
    reviewerMessage: null,
    submittedAt: null,
    decidedAt: null,
    reverifyBy: null,
    badge: null,
    listed: false,
    editable: true,
    missing: [],
  },
};

beforeEach(() => {
  i18n.load("hi", hi?.messages ?? {});
  i18n.activate("hi");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  i18n.activate("en");
});

describe("onboarding in Hindi", () => {
  it("names the steps, the fields and the buttons in Hindi", async () => {
    const calls = fakeApi({ "GET /api/onboarding": { ...fresh, profile: { ...emptyForm("Leela Menon") } } });
    renderWithProviders(<OnboardingPage />);
    expect(await screen.findByRole("heading", { name: "विशेषज्ञ के रूप में Saathi से जुड़ें" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "निजी जानकारी" })).toBeTruthy();
    expect(screen.getByLabelText("फ़ोन नंबर")).toBeTruthy();
    expect(screen.getByText("वेरिफ़ाइड")).toBeTruthy();
    expect(screen.getByText("अभी बाकी: फ़ोन नंबर, पिनकोड, शहर, राज्य")).toBeTruthy();

    // Step 2: the categories are shown in Hindi, and the one chosen is still sent in English.
    fireEvent.change(screen.getByLabelText("फ़ोन नंबर"), { target: { value: "9876543210" } });
    for (const [label, value] of [
      ["पिनकोड", "682001"],
      ["शहर", "Kochi"],
      ["राज्य", "Kerala"],
    ])
      fireEvent.change(screen.getByLabelText(label as string), { target: { value } });
    fireEvent.click(await screen.findByRole("button", { name: "आगे" }));
    expect(await screen.findByRole("heading", { name: "अपनी रुचि चुनें" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "डिप्रेशन" }));
    expect(screen.getByRole("button", { name: "डिप्रेशन" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("आगे बढ़ने के लिए 2 और श्रेणियाँ चुनें")).toBeTruthy();
    expect(calls.filter((c) => c.method !== "GET")).toHaveLength(0);
  });

  it("the plain helpers answer in the language shown", () => {
    expect(missingFields(0, { ...emptyForm("Leela"), phone: "9876543210", city: "Kochi" })).toEqual(["पिनकोड", "राज्य"]);
    expect(stillNeededText(["A", "B", "C", "D", "E"])).toBe("अभी बाकी: A, B, C और 2 अन्य");
    expect(weekdayName(1)).toBe("सोमवार");
  });
});
