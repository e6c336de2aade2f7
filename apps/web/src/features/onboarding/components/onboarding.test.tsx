import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { OnboardingPage } from "./onboarding-page.tsx";
import { emptyForm, missingFields, stepValid, stillNeededText } from "./steps.ts";

// The onboarding state carries the application for review (a fresh draft here).
const draftApplication = {
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
};
const fresh = {
  email: "leela@example.com",
  emailVerified: true,
  fullName: "Leela Menon",
  profile: null,
  completed: false,
  application: draftApplication,
};
const draft = {
  fullName: "Leela Menon",
  phone: "9876543210",
  country: "India",
  pincode: "682001",
  city: "Kochi",
  state: "Kerala",
  specialisations: ["Depression", "Relationship", "Mental Health"],
  workStatus: "yes",
  currentProfession: "Counsellor",
  academicBackground: "M.A.",
  languages: ["English"],
  bio: "I listen without judging.",
  journey: "Helpline volunteer.",
  yearsExperience: 4,
  clientExperience: "Many",
  hourlyRate: 900,
  offersFreeConsultation: "No",
  payoutExpectation: "Monthly",
  sessionDurationMinutes: 60,
  confirmedNonMedical: false,
  acceptedTerms: true,
  sessionTypes: ["video"],
  weeklySchedule: [{ weekday: 1, startTime: "10:00", endTime: "12:00", timezone: "Asia/Kolkata" }],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("onboarding steps", () => {
  it("knows when each step is complete", () => {
    const v = emptyForm("Leela");
    expect(stepValid(0, v)).toBe(false);
    expect(stepValid(0, { ...v, phone: "9876543210", pincode: "1", city: "K", state: "K" })).toBe(true);
    expect(stepValid(1, { ...v, specialisations: ["Depression", "Relationship"] })).toBe(false);
    expect(stepValid(1, { ...v, specialisations: ["Depression", "Relationship", "Mental Health"] })).toBe(true);
    expect(stepValid(2, draft as never)).toBe(true);
    expect(stepValid(2, { ...(draft as object), weeklySchedule: [] } as never)).toBe(false);
  });

  it("step 1 keeps digits only, ten at most, and shows the email as Verified", async () => {
    fakeApi({ "GET /api/onboarding": fresh });
    renderWithProviders(<OnboardingPage />);
    const phone = (await screen.findByLabelText("Phone number")) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: "98-765 432101234" } });
    await waitFor(() => expect(phone.value).toBe("9876543210"));
    expect((screen.getByLabelText("Email") as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText("Verified")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Back" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("step 3 is saved before the preview; a failure shows 'Error: ' and stays", async () => {
    const calls = fakeApi({
      "GET /api/onboarding": { ...fresh, profile: draft },
      "PUT /api/onboarding": [400, { code: "VALIDATION_ERROR", message: "bio: Bio is required" }],
    });
    renderWithProviders(<OnboardingPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "Select your Interest" });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "Professional & Passion Details" });
    fireEvent.click(screen.getByRole("button", { name: "Preview & Confirm" }));
    expect(await screen.findByText("Error: bio: Bio is required")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Professional & Passion Details" })).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1);
  });

  it("Clear form empties step 3 only", async () => {
    fakeApi({ "GET /api/onboarding": { ...fresh, profile: draft } });
    renderWithProviders(<OnboardingPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "Professional & Passion Details" });
    expect((screen.getByLabelText("Current profession") as HTMLInputElement).value).toBe("Counsellor");
    fireEvent.click(screen.getByRole("button", { name: "Clear form" }));
    await waitFor(() => expect((screen.getByLabelText("Current profession") as HTMLInputElement).value).toBe(""));
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    fireEvent.click(await screen.findByRole("button", { name: "Back" }));
    expect(((await screen.findByLabelText("City")) as HTMLInputElement).value).toBe("Kochi");
  });

  it("the preview's Edit jumps back to the step", async () => {
    fakeApi({
      "GET /api/onboarding": { ...fresh, profile: draft },
      "PUT /api/onboarding": { ...fresh, profile: draft },
    });
    renderWithProviders(<OnboardingPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    fireEvent.click(await screen.findByRole("button", { name: "Preview & Confirm" }));
    fireEvent.click(await screen.findByRole("button", { name: "Edit Select your Interest" }));
    expect(await screen.findByRole("heading", { name: "Select your Interest" })).toBeTruthy();
  });

  it("schedule rows can be added and deleted", async () => {
    fakeApi({ "GET /api/onboarding": { ...fresh, profile: draft } });
    renderWithProviders(<OnboardingPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    fireEvent.click(await screen.findByRole("button", { name: "Add slot" }));
    expect(screen.getAllByLabelText("Day")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Delete slot 1" }));
    await waitFor(() => expect(screen.getAllByLabelText("Day")).toHaveLength(1));
  });

  it("names what is still missing next to a disabled 'Preview & Confirm' (issue 13)", async () => {
    const { hourlyRate: _h, ...noFee } = draft;
    fakeApi({ "GET /api/onboarding": { ...fresh, profile: { ...noFee, languages: [] } } });
    renderWithProviders(<OnboardingPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    const preview = (await screen.findByRole("button", { name: "Preview & Confirm" })) as HTMLButtonElement;
    expect(preview.disabled).toBe(true);
    const hint = screen.getByText("Still needed: Languages, Hourly rate");
    expect(preview.getAttribute("aria-describedby")).toBe(hint.id);
    fireEvent.change(screen.getByLabelText("Hourly rate (Rs.)"), { target: { value: "900" } });
    await screen.findByText("Still needed: Languages");
    fireEvent.change(screen.getByLabelText("Languages you counsel in"), { target: { value: "English" } });
    await waitFor(() => expect(preview.disabled).toBe(false));
    expect(screen.queryByText(/Still needed/)).toBeNull();
    expect(preview.getAttribute("aria-describedby")).toBeNull();
  });

  it("missingFields lists a step's incomplete fields by label, in form order", () => {
    const v = emptyForm("Leela");
    expect(missingFields(0, { ...v, phone: "98765", city: "Kochi" })).toEqual(["Phone number", "Pincode", "State"]);
    expect(missingFields(2, draft as never)).toEqual([]);
    expect(missingFields(2, { ...(draft as object), bio: "", weeklySchedule: [] } as never)).toEqual([
      "Bio",
      "Weekly schedule",
    ]);
    expect(missingFields(3, v)).toEqual([]);
    expect(stillNeededText(["Bio"])).toBe("Still needed: Bio");
    expect(stillNeededText(["A", "B", "C", "D"])).toBe("Still needed: A, B, C, D");
    expect(stillNeededText(["A", "B", "C", "D", "E"])).toBe("Still needed: A, B, C and 2 more");
  });

  it("leaving the page (as Submit does) runs no broken effect cleanup (issue 13: 'l is not a function')", async () => {
    // Chromium's scrollTo returns a Promise; an effect that returned it made React call it on unmount.
    vi.stubGlobal(
      "scrollTo",
      vi.fn(() => Promise.resolve()),
    );
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error ?? e.message);
    window.addEventListener("error", onError);
    const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => errors.push(args));
    try {
      fakeApi({ "GET /api/onboarding": { ...fresh, profile: draft } });
      const view = renderWithProviders(<OnboardingPage />);
      await screen.findByRole("button", { name: "Next" });
      view.unmount();
      await new Promise((r) => setTimeout(r, 0));
      expect(errors).toEqual([]);
    } finally {
      window.removeEventListener("error", onError);
      consoleError.mockRestore();
    }
  });
});
