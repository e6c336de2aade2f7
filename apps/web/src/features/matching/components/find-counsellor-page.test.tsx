// Find my counsellor: the answers go to the API as chosen, the matches show their reasons in words
// (English and Hindi) and the earliest slot, and 'Book this slot' leads to the booking page with that
// slot (a visitor through sign-in); loosened choices and errors are said.
import { i18n } from "@lingui/core";
import type { Match, MatchResult } from "@saathi/contract/matching";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { messages as hi } from "../locales/hi.po";
import { FindCounsellorPage } from "./find-counsellor-page.tsx";
import { reasonsLine } from "./reason-text.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  i18n.activate("en");
});

// Tomorrow at 19:00 in the viewer's zone.
const tomorrow7pm = () => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(19, 0, 0, 0);
  return d.toISOString();
};

const match = (over: Partial<Match> = {}): Match => {
  const startsAt = tomorrow7pm();
  return {
    expertId: "e-asha",
    displayName: "Asha Verma",
    username: "asha.v",
    avatarUrl: null,
    consultationFee: 80_000,
    languages: ["Hindi", "English"],
    specialisations: ["Teen and Family", "Stress & Anxiety"],
    sessionTypes: ["video", "audio"],
    rating: null,
    feedbackCount: 0,
    yearsExperience: 6,
    gender: "woman",
    reasons: [
      { code: "language", language: "Hindi" },
      { code: "worry", worry: "exam" },
      { code: "worry", worry: "stress" },
      { code: "slot", startsAt, preferred: true },
    ],
    misses: [],
    slot: { startsAt, endsAt: new Date(Date.parse(startsAt) + 3_600_000).toISOString() },
    ...over,
  };
};

const answer = (over: Partial<MatchResult> = {}): MatchResult => ({
  matches: [match()],
  worries: ["exam", "stress"],
  relaxed: [],
  ...over,
});

describe("reasons in words", () => {
  it("says 'Speaks Hindi · works with exam stress · works with stress · free tomorrow 7:00 pm', and in Hindi", () => {
    const m = match();
    expect(reasonsLine(i18n, m.reasons)).toMatch(
      /^Speaks Hindi · works with exam stress · works with stress · free tomorrow 7:00\s?pm$/i,
    );
    i18n.load("hi", hi);
    i18n.activate("hi");
    const line = reasonsLine(i18n, m.reasons);
    expect(line).toContain("बोलते हैं");
    expect(line).toContain("परीक्षा के तनाव पर काम करते हैं");
    expect(line).toContain("कल");
  });
});

describe("FindCounsellorPage", () => {
  it("sends the answers, shows ranked cards with reasons, and books the slot through sign-in for a visitor", async () => {
    const calls = fakeApi({ "GET /api/me": { user: null, profile: null }, "POST /api/matching": answer() });
    renderWithProviders(<FindCounsellorPage />, "/find-counsellor");
    fireEvent.click(screen.getByRole("button", { name: "Exams and studies" }));
    expect(screen.getByRole("button", { name: "Exams and studies", pressed: true })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("In your own words (optional)"), {
      target: { value: " exam ka bahut tension hai " },
    });
    fireEvent.change(screen.getByLabelText("Which language would you like to talk in?"), {
      target: { value: "Hindi" },
    });
    fireEvent.click(screen.getByRole("radio", { name: "A woman" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Evening (5 to 10 pm)" }));
    fireEvent.click(screen.getByRole("radio", { name: "Video" }));
    fireEvent.click(screen.getByRole("button", { name: "Show my matches" }));

    const heading = await screen.findByRole("heading", { name: "Your matches" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const sent = calls.find((c) => c.method === "POST")?.body;
    expect(sent).toEqual({
      worries: ["exam"],
      text: "exam ka bahut tension hai",
      language: "Hindi",
      gender: "woman",
      budgetRupees: null,
      dayParts: ["evening"],
      weekPart: "any",
      mode: "video",
      seenBefore: null,
      limit: 5,
    });
    expect(screen.getByText(/^Speaks Hindi · works with exam stress/)).toBeTruthy();
    expect(screen.getByText(/^Earliest slot:/)).toBeTruthy();
    const book = screen.getByRole("link", { name: "Book this slot with Asha Verma" });
    // The booking page's address, whole, as the sign-in's `next`.
    const next = new URL(book.getAttribute("href") ?? "", "http://x").searchParams.get("next") ?? "";
    const booking = new URL(next, "http://x");
    expect(booking.pathname).toBe("/expert/booking");
    expect(Object.fromEntries(booking.searchParams)).toEqual({
      expert: "e-asha",
      slot: match().slot?.startsAt,
      mode: "video",
      language: "Hindi",
    });
  });

  it("says which choices were loosened and what each counsellor misses", async () => {
    fakeApi({
      "GET /api/me": { user: null, profile: null },
      "POST /api/matching": answer({ relaxed: ["budget"], matches: [match({ misses: ["budget"] })] }),
    });
    renderWithProviders(<FindCounsellorPage />, "/find-counsellor");
    fireEvent.click(screen.getByRole("button", { name: "Show my matches" }));
    expect(
      await screen.findByText("No one met every choice, so we also show counsellors who differ in: budget."),
    ).toBeTruthy();
    expect(screen.getByText("Above your budget")).toBeTruthy();
  });

  it("says so when nobody is taking bookings, and shows an error with a retry", async () => {
    fakeApi({ "GET /api/me": { user: null, profile: null }, "POST /api/matching": answer({ matches: [] }) });
    renderWithProviders(<FindCounsellorPage />, "/find-counsellor");
    fireEvent.click(screen.getByRole("button", { name: "Show my matches" }));
    expect(await screen.findByText(/No counsellors are taking bookings right now/)).toBeTruthy();
    cleanup();
    fakeApi({
      "GET /api/me": { user: null, profile: null },
      "POST /api/matching": [
        429,
        { code: "SLOW_DOWN", message: "Too many searches at once. Please wait a minute and try again." },
      ],
    });
    renderWithProviders(<FindCounsellorPage />, "/find-counsellor");
    fireEvent.click(screen.getByRole("button", { name: "Show my matches" }));
    expect(await screen.findByText(/Too many searches at once/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
