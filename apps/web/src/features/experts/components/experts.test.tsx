import { BOOKING_MSG } from "@saathi/contract/bookings";
import type { ExpertCard } from "@saathi/contract/experts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { BookingPanel } from "./booking-panel.tsx";
import { ExpertCardView } from "./expert-card.tsx";
import { ExpertListPage } from "./expert-list-page.tsx";

const expert: ExpertCard = {
  expertId: "11111111-1111-4111-8111-111111111111",
  displayName: "Farah Khan",
  username: "farah.khan",
  avatarUrl: null,
  bio: "Counsellor",
  consultationFee: 80_000,
  specialisations: ["Depression", "Mental Health", "Stress & Anxiety"],
  languages: ["English", "Hindi"],
  sessionTypes: ["audio", "chat"],
  nextAvailableSlot: null,
  rating: 4,
  feedbackCount: 4,
  isFavourite: false,
  yearsExperience: 5,
};
const inAnHour = new Date(Date.now() + 3_600_000);
inAnHour.setMinutes(0, 0, 0);
const slot = { startsAt: inAnHour.toISOString(), endsAt: new Date(inAnHour.getTime() + 3_600_000).toISOString() };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("expert card", () => {
  it("shows at most two tags, the fee and BOOK only with a positive fee", () => {
    fakeApi({});
    renderWithProviders(<ExpertCardView expert={expert} />);
    expect(screen.getByText("Rs. 800 for 1 Hour")).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("Ask for availability")).toBeTruthy();
    expect(screen.getByRole("link", { name: /BOOK a session/ })).toBeTruthy();
    cleanup();
    renderWithProviders(<ExpertCardView expert={{ ...expert, consultationFee: 0 }} />);
    expect(screen.queryByRole("link", { name: /BOOK a session/ })).toBeNull();
  });

  it("favourites at once and rolls back when the server refuses", async () => {
    fakeApi({ [`PUT /api/experts/${expert.expertId}/favourite`]: [500, { code: "X", message: "down" }] });
    renderWithProviders(<ExpertCardView expert={expert} />);
    const heart = screen.getByRole("button", { name: "Favourite" });
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("false"));
  });
});

describe("what a search or category matched", () => {
  it("shows the matched tags first and says which worries matched", () => {
    fakeApi({});
    renderWithProviders(
      <ExpertCardView
        expert={{ ...expert, matchedSpecialisations: ["Stress & Anxiety"], matchedWorries: ["sleep", "anxiety"] }}
      />,
    );
    const tags = screen.getByRole("list", { name: "Expertise" });
    expect([...tags.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["Stress & Anxiety", "Depression"]);
    expect(screen.getByText("Matches: Sleep · Anxiety")).toBeTruthy();
  });

  it("without a match, keeps the tags' order and says nothing more", () => {
    fakeApi({});
    renderWithProviders(<ExpertCardView expert={{ ...expert, matchedSpecialisations: [], matchedWorries: [] }} />);
    const tags = screen.getByRole("list", { name: "Expertise" });
    expect([...tags.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["Depression", "Mental Health"]);
    expect(screen.queryByText(/Matches:/)).toBeNull();
  });
});

describe("expert list search", () => {
  it("searches the directory as the member types, in every category, and shows what matched", async () => {
    const calls = fakeApi({
      "GET /api/experts/previously-consulted": [],
      "GET /api/experts": { items: [{ ...expert, matchedWorries: ["sleep"] }], page: 1, pageSize: 12, total: 1 },
    });
    renderWithProviders(<ExpertListPage />);
    const box = await screen.findByRole("searchbox", { name: "Search by name or what is troubling you" });
    fireEvent.change(box, { target: { value: "neend" } });
    expect(await screen.findByText("Matches: Sleep")).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes("q=neend") && !c.url.includes("specialisations="))).toBe(true),
    );
  });
});

describe("booking panel", () => {
  const routes = {
    [`GET /api/experts/${expert.expertId}/availability`]: {
      expertId: expert.expertId,
      timezone: "Asia/Kolkata",
      slots: [slot],
    },
  };

  it("asks for every option first, offers only the expert's languages and modes", async () => {
    fakeApi(routes);
    renderWithProviders(<BookingPanel expert={expert} />);
    fireEvent.click(await screen.findByRole("button", { name: "Book your slot now" }));
    expect(await screen.findByText("Please select all required options")).toBeTruthy();
    const modes = [...(screen.getByLabelText("Mode") as HTMLSelectElement).options].map((o) => o.text);
    expect(modes).toEqual(["Choose a mode", "Voice", "Chat"]);
    const langs = [...(screen.getByLabelText("Preferred Text") as HTMLSelectElement).options].map((o) => o.text);
    expect(langs).toEqual(["Choose a language", "English", "Hindi"]);
  });

  it("disables booking when the fee is not positive", async () => {
    fakeApi(routes);
    renderWithProviders(<BookingPanel expert={{ ...expert, consultationFee: 0 }} />);
    const book = await screen.findByRole("button", { name: "Book your slot now" });
    expect((book as HTMLButtonElement).disabled).toBe(true);
  });

  it("sandbox: Cancel releases the hold and shows 'Payment cancelled by user'", async () => {
    const calls = fakeApi({
      ...routes,
      "POST /api/bookings": {
        bookingId: "b1",
        orderId: "order_1",
        amount: 80_000,
        currency: "INR",
        provider: "sandbox",
        keyId: "sandbox",
        holdExpiresAt: slot.endsAt,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
      },
      "POST /api/bookings/b1/release": { released: true },
    });
    renderWithProviders(<BookingPanel expert={expert} />);
    const time = await screen.findByRole("button", { pressed: false, name: /:00/ });
    fireEvent.click(time);
    fireEvent.change(screen.getByLabelText("Preferred Text"), { target: { value: "Hindi" } });
    fireEvent.change(screen.getByLabelText("Mode"), { target: { value: "chat" } });
    fireEvent.click(screen.getByRole("button", { name: "Book your slot now" }));
    expect(await screen.findByRole("dialog", { name: "Sandbox payment" })).toBeTruthy();
    const create = calls.find((c) => c.method === "POST" && c.url === "/api/bookings");
    expect(create?.body).toEqual({
      expertId: expert.expertId,
      startsAt: slot.startsAt,
      language: "Hindi",
      sessionType: "chat",
    });
    expect(create?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("dialog", { name: "Transaction Failed" })).toBeTruthy();
    expect(screen.getByText("Payment cancelled by user")).toBeTruthy();
    expect(
      calls.some((c) => c.url === "/api/bookings/b1/release" && (c.body as { reason: string }).reason === "cancelled"),
    ).toBe(true);
  });

  it("a slot taken meanwhile ends in the failure dialog with the server's words", async () => {
    fakeApi({ ...routes, "POST /api/bookings": [409, { code: "SLOT_TAKEN", message: "This slot was just taken" }] });
    renderWithProviders(<BookingPanel expert={expert} />);
    fireEvent.click(await screen.findByRole("button", { pressed: false, name: /:00/ }));
    fireEvent.change(screen.getByLabelText("Preferred Text"), { target: { value: "English" } });
    fireEvent.change(screen.getByLabelText("Mode"), { target: { value: "audio" } });
    fireEvent.click(screen.getByRole("button", { name: "Book your slot now" }));
    expect(await screen.findByText("This slot was just taken")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });

  it("a member already holding the most unpaid sessions is told so in the server's words", async () => {
    fakeApi({
      ...routes,
      "POST /api/bookings": [409, { code: "TOO_MANY_HOLDS", message: BOOKING_MSG.tooManyHolds }],
    });
    renderWithProviders(<BookingPanel expert={expert} />);
    fireEvent.click(await screen.findByRole("button", { pressed: false, name: /:00/ }));
    fireEvent.change(screen.getByLabelText("Preferred Text"), { target: { value: "English" } });
    fireEvent.change(screen.getByLabelText("Mode"), { target: { value: "audio" } });
    fireEvent.click(screen.getByRole("button", { name: "Book your slot now" }));
    expect(await screen.findByText(BOOKING_MSG.tooManyHolds)).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Sandbox payment" })).toBeNull();
  });
});
