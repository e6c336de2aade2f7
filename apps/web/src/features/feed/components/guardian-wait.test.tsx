// A member under 18 whose guardian has not consented yet is refused posts and comments by the server, so
// the feed offers no composer to write in only to refuse it: a kind notice says writing opens once their
// guardian agrees, links to the guardian request, and keeps help a tap away (Childline 1098 first).
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { CommentInput } from "./comment-input.tsx";
import { FeedPage } from "./feed-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = (ageBand: "13-17" | "18+") => ({
  user: { id: "u-teen", email: "t@example.com", name: "Tara", role: "user", emailVerified: true, phoneNumber: null },
  profile: { ageBand, displayName: "Tara", username: "tara", bio: "Hi", avatarUrl: null, role: "user" },
});
const waiting = { band: "13-17", consented: false, request: null };
const pending = {
  band: "13-17",
  consented: false,
  request: {
    status: "pending",
    guardianEmail: "papa@example.com",
    guardianPhone: null,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  },
};
const emptyFeed = { items: [], nextCursor: null };

/** The signed-in frame reads the session; the composers read it from there. */
function WithSession({ children }: { children: React.ReactNode }) {
  return useMe().data ? children : null;
}

describe("a young member waiting for their guardian's consent", () => {
  it("the feed shows a notice instead of the composer, with the guardian request and help now (Childline first)", async () => {
    fakeApi({ "GET /api/me": me("13-17"), "GET /api/young-people/me": waiting, "GET /api/feed": emptyFeed });
    renderWithProviders(<FeedPage />, "/feed");
    const notice = await screen.findByTestId("guardian-wait");
    expect(notice.textContent).toContain("You can write here once your parent or guardian agrees.");
    expect(screen.queryByRole("button", { name: "Share your thoughts..." })).toBeNull();
    expect(within(notice).getByRole("link", { name: "Ask your parent or guardian" }).getAttribute("href")).toBe(
      "/feed#guardian-needed",
    );
    // Help now: behind one tap, the crisis card's helplines for a minor, and the Health Bot.
    const help = within(notice).getByRole("button", { name: "Need to talk to someone now?" });
    expect(help.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(help);
    expect(help.getAttribute("aria-expanded")).toBe("true");
    const region = document.getElementById(help.getAttribute("aria-controls") ?? "");
    expect(region?.hidden).toBe(false);
    const calls = within(region as HTMLElement)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"))
      .filter((h) => h?.startsWith("tel:"));
    expect(calls[0]).toBe("tel:1098");
    expect(calls.indexOf("tel:1098")).toBeLessThan(calls.indexOf("tel:14416"));
    expect(
      within(region as HTMLElement)
        .getByRole("link", { name: "Talk it through with the Health Bot" })
        .getAttribute("href"),
    ).toBe("/healthbot");
  });

  it("once the guardian has consented, the composer is back", async () => {
    fakeApi({
      "GET /api/me": me("13-17"),
      "GET /api/young-people/me": { band: "13-17", consented: true, request: null },
      "GET /api/feed": emptyFeed,
    });
    renderWithProviders(<FeedPage />, "/feed");
    expect(await screen.findByRole("button", { name: "Share your thoughts..." })).toBeTruthy();
    expect(screen.queryByTestId("guardian-wait")).toBeNull();
  });

  it("an adult gets the composer and no youth request is made", async () => {
    const calls = fakeApi({ "GET /api/me": me("18+"), "GET /api/feed": emptyFeed });
    renderWithProviders(<FeedPage />, "/feed");
    expect(await screen.findByRole("button", { name: "Share your thoughts..." })).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith("/api/young-people"))).toBe(false);
  });

  it("a comment box is replaced by the notice; with a link already sent it offers to see or resend it", async () => {
    fakeApi({ "GET /api/me": me("13-17"), "GET /api/young-people/me": pending });
    renderWithProviders(
      <WithSession>
        <CommentInput postId="p1" onAdded={() => {}} />
      </WithSession>,
    );
    const notice = await screen.findByTestId("guardian-wait");
    expect(screen.queryByLabelText("Comment")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
    expect(within(notice).getByRole("link", { name: "See or resend your guardian's link" })).toBeTruthy();
  });
});
