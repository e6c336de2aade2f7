import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { DailyWellnessPage } from "./daily-wellness-page.tsx";
import { InviteFriendsPage } from "./invite-friends-page.tsx";
import { UpliftFeedPage } from "./uplift-feed-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const visitor = { user: null, profile: null };
const member = { user: { id: "u1", email: "a@b.in", name: "Asha", role: "users" }, profile: null };
const piece = (day: string, title: string) => ({
  id: `p-${day}`,
  day,
  en: { title, body: "Breathe slowly." },
  hi: { title: `हिंदी ${title}`, body: "धीरे साँस लें।" },
  audioUrl: "/demo-media/meditation-1.mp3",
});

describe("DailyWellnessPage", () => {
  it("shows today's piece with its audio and the earlier days, without today twice", async () => {
    fakeApi({
      "GET /api/daily-wellness/today": { piece: piece("2026-03-10", "One slow breath") },
      "GET /api/daily-wellness": {
        pieces: [piece("2026-03-10", "One slow breath"), piece("2026-03-09", "Name it")],
        nextBefore: null,
      },
    });
    renderWithProviders(<DailyWellnessPage />, "/daily-wellness");
    expect(await screen.findByRole("heading", { name: "One slow breath" })).toBeTruthy();
    const today = screen.getByRole("article", { name: "One slow breath" });
    expect(within(today).getByLabelText("Listen: a short practice").getAttribute("src")).toBe(
      "/demo-media/meditation-1.mp3",
    );
    expect(await screen.findByText("Name it")).toBeTruthy();
    expect(screen.getAllByText("One slow breath")).toHaveLength(1);
  });
});

describe("UpliftFeedPage", () => {
  it("names public authors and says 'A Saathi member' for the rest", async () => {
    fakeApi({
      "GET /api/me": visitor,
      "GET /api/uplift": {
        posts: [
          {
            id: "1",
            content: "A small win",
            createdAt: new Date().toISOString(),
            author: { name: "Asha Rao", username: "asha", avatarUrl: null },
            likeCount: 3,
            helpfulCount: 2,
            commentCount: 1,
          },
          {
            id: "2",
            content: "Kind words",
            createdAt: new Date().toISOString(),
            author: null,
            likeCount: 1,
            helpfulCount: 0,
            commentCount: 0,
          },
        ],
      },
    });
    renderWithProviders(<UpliftFeedPage />, "/uplift-feed");
    expect(await screen.findByRole("article", { name: "Post by Asha Rao" })).toBeTruthy();
    expect(screen.getByRole("article", { name: "Post by A Saathi member" })).toBeTruthy();
    expect(screen.getByText(/3 likes/)).toBeTruthy();
    expect(screen.getByText(/2 found it helpful/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Join Saathi" })).toBeTruthy();
  });
});

describe("InviteFriendsPage", () => {
  it("a visitor with a friend's link is sent to sign up with it", async () => {
    fakeApi({ "GET /api/me": visitor });
    renderWithProviders(<InviteFriendsPage />, "/invite-friends?invite=ABCDEFGH");
    const link = await screen.findByRole("link", { name: "Sign up with this invitation" });
    expect(link.getAttribute("href")).toBe("/auth?invite=ABCDEFGH");
  });

  it("a member asks for their link", async () => {
    const calls = fakeApi({
      "GET /api/me": member,
      "GET /api/invites/me": { code: null, joined: [], invitedBy: null },
      "POST /api/invites/code": { code: "ABCDEFGH" },
    });
    renderWithProviders(<InviteFriendsPage />, "/invite-friends");
    expect(await screen.findByText("No one has joined through your link yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Get my invite link" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST" && c.url === "/api/invites/code")).toBe(true));
  });

  it("a member copies their link, and sees who joined and what they earned", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    fakeApi({
      "GET /api/me": member,
      "GET /api/invites/me": {
        code: "ABCDEFGH",
        joined: [
          {
            person: { name: "Meera", avatarUrl: null },
            joinedAt: "2026-03-01T10:00:00.000Z",
            status: "rewarded",
            course: { id: "c1", name: "Anxiety at work" },
          },
        ],
        invitedBy: null,
      },
    });
    renderWithProviders(<InviteFriendsPage />, "/invite-friends");
    const field = (await screen.findByLabelText("Your invite link")) as HTMLInputElement;
    expect(field.value).toMatch(/\/invite-friends\?invite=ABCDEFGH$/);
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(field.value));
    expect((await screen.findByRole("status")).textContent).toBe("Link copied. Share it with a friend.");
    expect(screen.getByText("Meera")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Anxiety at work" }).getAttribute("href")).toBe(
      "/wellness/wellnessList/c1",
    );
  });

  it("a new member who came through a link accepts it once and is told what comes next", async () => {
    const calls = fakeApi({
      "GET /api/me": member,
      "GET /api/invites/me": { code: null, joined: [], invitedBy: null },
      "POST /api/invites/accept": {
        code: null,
        joined: [],
        invitedBy: {
          person: { name: "Meera", avatarUrl: null },
          status: "joined",
          course: null,
          profileComplete: false,
        },
      },
    });
    renderWithProviders(<InviteFriendsPage />, "/invite-friends?invite=ABCDEFGH");
    expect(await screen.findByRole("heading", { name: "You joined through Meera's invitation" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Complete my profile" })).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      expect.objectContaining({ url: "/api/invites/accept", body: { code: "ABCDEFGH" } }),
    ]);
  });
});
