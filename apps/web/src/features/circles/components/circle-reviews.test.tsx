// Circle reviews in the web: My circles offers "Review this circle" on a past confirmed seat only (not on a
// seat to come, nor one already reviewed), sends stars and the comment, says a missing rating in words and
// shows the server's refusal; the circle's page shows the average, the count and each comment under the
// circle nickname.
import type { CircleReviewList, Seat } from "@saathi/contract/circles";
import { CIRCLE_REVIEW_MSG } from "@saathi/contract/circles";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { MyCirclesPage } from "../pages/my-circles-page.tsx";
import { CircleReviews } from "./circle-reviews.tsx";

const CIRCLE = "66666666-6666-4666-8666-666666666666";
const PAST = "55555555-5555-4555-8555-555555555555";
const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const seat = (over: Partial<Seat> = {}): Seat => ({
  blockedPresent: false,
  id: PAST,
  occurrenceId: "44444444-4444-4444-8444-444444444444",
  circleId: CIRCLE,
  title: "Grief, together",
  startsAt: at(-180),
  endsAt: at(-120),
  status: "confirmed",
  nickname: "Quiet River",
  amount: 0,
  holdExpiresAt: null,
  refundState: "none",
  ...over,
});
const future = seat({
  id: "33333333-3333-4333-8333-333333333333",
  title: "Exam stress, together",
  startsAt: at(3 * 24 * 60),
  endsAt: at(3 * 24 * 60 + 60),
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("reviewing a circle from My circles", () => {
  it("a past confirmed seat offers the review; a rating is asked for, then stars and the comment are sent", async () => {
    const calls = fakeApi({
      "GET /api/ready": { status: "ready", media: "up" },
      "GET /api/circles/seats": { seats: [seat(), future] },
      "GET /api/circles/waitlist": { entries: [] },
      "GET /api/circles/reviews/mine": { seatIds: [] },
      [`POST /api/circles/seats/${PAST}/review`]: {
        id: "11111111-1111-4111-8111-111111111111",
        rating: 4,
        comment: "It helped.",
        nickname: "Quiet River",
        createdAt: at(0),
        held: false,
      },
    });
    renderWithProviders(<MyCirclesPage />, "/circles/mine");
    const card = await screen.findByRole("article", { name: "Grief, together" });
    const upcoming = screen.getByRole("article", { name: "Exam stress, together" });
    expect(within(upcoming).queryByRole("button", { name: "Review this circle" })).toBeNull();
    fireEvent.click(await within(card).findByRole("button", { name: "Review this circle" }));
    const form = within(card).getByRole("form", { name: "Review this circle" });
    expect(within(form).getByText(/Quiet River, never your name/)).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Send review" }));
    expect(within(form).getByRole("alert").textContent).toBe(CIRCLE_REVIEW_MSG.ratingRange);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    // Labels are tied: the stars are radios named by their count, the comment a named text box.
    fireEvent.click(within(form).getByRole("radio", { name: "4 stars" }));
    fireEvent.change(within(form).getByRole("textbox", { name: "Comment (optional)" }), {
      target: { value: "  It helped.  " },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Send review" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ rating: 4, comment: "It helped." });
  });

  it("a seat already reviewed says so instead; the server's refusal is shown in words", async () => {
    fakeApi({
      "GET /api/ready": { status: "ready", media: "up" },
      "GET /api/circles/seats": { seats: [seat()] },
      "GET /api/circles/waitlist": { entries: [] },
      "GET /api/circles/reviews/mine": { seatIds: [PAST] },
    });
    renderWithProviders(<MyCirclesPage />, "/circles/mine");
    expect(await screen.findByText("You reviewed this circle. Thank you.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Review this circle" })).toBeNull();
    cleanup();
    vi.unstubAllGlobals();
    fakeApi({
      "GET /api/ready": { status: "ready", media: "up" },
      "GET /api/circles/seats": { seats: [seat()] },
      "GET /api/circles/waitlist": { entries: [] },
      "GET /api/circles/reviews/mine": { seatIds: [] },
      [`POST /api/circles/seats/${PAST}/review`]: [409, { code: "ALREADY_REVIEWED", message: CIRCLE_REVIEW_MSG.once }],
    });
    renderWithProviders(<MyCirclesPage />, "/circles/mine");
    fireEvent.click(await screen.findByRole("button", { name: "Review this circle" }));
    fireEvent.click(screen.getByRole("radio", { name: "5 stars" }));
    fireEvent.click(screen.getByRole("button", { name: "Send review" }));
    expect(await screen.findByText(CIRCLE_REVIEW_MSG.once)).toBeTruthy();
  });

  it("seats to come only: the reviewed list is never asked for", async () => {
    const calls = fakeApi({
      "GET /api/ready": { status: "ready", media: "up" },
      "GET /api/circles/seats": { seats: [future] },
      "GET /api/circles/waitlist": { entries: [] },
    });
    renderWithProviders(<MyCirclesPage />, "/circles/mine");
    await screen.findByRole("article", { name: "Exam stress, together" });
    expect(calls.some((c) => c.url.includes("/reviews"))).toBe(false);
  });
});

describe("a circle's reviews on its page", () => {
  it("shows the average and count, and each comment under the circle nickname", async () => {
    const list: CircleReviewList = {
      average: 4.5,
      count: 2,
      reviews: [
        {
          id: "11111111-1111-4111-8111-111111111111",
          rating: 5,
          comment: "I felt less alone.",
          nickname: "Quiet River",
          createdAt: at(-60),
          held: false,
        },
        {
          id: "22222222-2222-4222-8222-222222222222",
          rating: 4,
          comment: "",
          nickname: "Evening Sparrow",
          createdAt: at(-30),
          held: false,
        },
      ],
    };
    fakeApi({ [`GET /api/circles/${CIRCLE}/reviews`]: list });
    renderWithProviders(<CircleReviews circleId={CIRCLE} />);
    const section = await screen.findByRole("region", { name: "Reviews" });
    expect(await within(section).findByText("4.5 out of 5")).toBeTruthy();
    expect(within(section).getByText(/2 reviews/)).toBeTruthy();
    expect(within(section).getByText("Quiet River")).toBeTruthy();
    expect(within(section).getByText("I felt less alone.")).toBeTruthy();
    expect(within(section).getByText("Evening Sparrow")).toBeTruthy();
    expect(within(section).getByText("5 out of 5")).toBeTruthy();
  });

  it("each review can be reported (Report only: a nickname is no one to block); the writer's held one cannot", async () => {
    const list: CircleReviewList = {
      average: 2,
      count: 1,
      reviews: [
        {
          id: "11111111-1111-4111-8111-111111111111",
          rating: 2,
          comment: "Rude words here.",
          nickname: "Loud Crow",
          createdAt: at(-60),
          held: false,
        },
        {
          id: "22222222-2222-4222-8222-222222222222",
          rating: 4,
          comment: "Mine, waiting.",
          nickname: "Quiet River",
          createdAt: at(-30),
          held: true,
        },
      ],
    };
    const calls = fakeApi({
      [`GET /api/circles/${CIRCLE}/reviews`]: list,
      "POST /api/reports": [201, { id: "r-1", message: "Thank you. Our team will review this report." }],
    });
    renderWithProviders(<CircleReviews circleId={CIRCLE} />);
    const section = await screen.findByRole("region", { name: "Reviews" });
    await within(section).findByText("Rude words here.");
    const triggers = within(section).getAllByRole("button", { name: "More options" });
    expect(triggers).toHaveLength(1);
    fireEvent.keyDown(triggers[0] as HTMLElement, { key: "Enter" });
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["Report"]);
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Report" }));
    expect(await screen.findByRole("dialog", { name: "Report this review" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Harassment or bullying" }));
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/reports")).toBe(true));
    expect(calls.find((c) => c.url === "/api/reports")?.body).toMatchObject({
      targetType: "circle_review",
      targetId: "11111111-1111-4111-8111-111111111111",
      reason: "harassment",
    });
  });

  it("says when there are none yet", async () => {
    fakeApi({ [`GET /api/circles/${CIRCLE}/reviews`]: { average: null, count: 0, reviews: [] } });
    renderWithProviders(<CircleReviews circleId={CIRCLE} />);
    expect(await screen.findByText("No reviews yet.")).toBeTruthy();
  });
});
