import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { CrisisCard } from "./crisis-card.tsx";
import { FriendSupportPrompt } from "./friend-support-prompt.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const slot = "2026-11-24T04:30:00.000Z";

/** A card that grows from gentle to the helplines, as it does when a writer goes on. */
function Growing() {
  const [level, setLevel] = useState<"concern" | "risk">("concern");
  return (
    <>
      <button type="button" onClick={() => setLevel("risk")}>
        next line
      </button>
      <CrisisCard level={level} />
    </>
  );
}

describe("crisis card", () => {
  it("takes the focus again when a gentle card becomes the helplines card", () => {
    fakeApi({ "GET /api/safety/help": { earliest: null } });
    renderWithProviders(<Growing />);
    const next = screen.getByRole("button", { name: "next line" });
    next.focus();
    fireEvent.click(next);
    expect(document.activeElement).toBe(
      screen.getByRole("heading", { name: "You don't have to go through this alone" }),
    );
  });

  it("offers the helplines as calls, the earliest expert slot and 'I'm safe right now'", async () => {
    fakeApi({
      "GET /api/safety/help": {
        earliest: { expertId: "e1", handle: "dr_meera", displayName: "Dr Meera", startsAt: slot },
      },
    });
    const dismiss = vi.fn();
    renderWithProviders(<CrisisCard level="risk" onDismiss={dismiss} />);
    const title = screen.getByRole("heading", { name: "You don't have to go through this alone" });
    expect(document.activeElement).toBe(title);
    expect(screen.getByRole("link", { name: "Call Tele-MANAS on 14416" }).getAttribute("href")).toBe("tel:14416");
    expect(screen.getByRole("link", { name: "Call Tele-MANAS on 1-800-891-4416" }).getAttribute("href")).toBe(
      "tel:18008914416",
    );
    expect(screen.getByRole("link", { name: "Call KIRAN on 1800-599-0019" }).getAttribute("href")).toBe(
      "tel:18005990019",
    );
    const expert = await screen.findByRole("link", { name: /Talk to an expert now.*Dr Meera/ });
    expect(expert.getAttribute("href")).toBe("/expert/booking?expert=dr_meera");
    fireEvent.click(screen.getByRole("button", { name: "I'm safe right now" }));
    expect(dismiss).toHaveBeenCalledOnce();
  });

  it("without a free slot it points to the directory; a held post says it will appear after review", async () => {
    fakeApi({ "GET /api/safety/help": { earliest: null } });
    renderWithProviders(<CrisisCard level="imminent" held onDismiss={() => {}} />);
    await waitFor(() =>
      expect(screen.getByRole("link", { name: /Talk to an expert now/ }).getAttribute("href")).toBe("/experts"),
    );
    expect(screen.getByText(/will appear after a quick review/)).toBeTruthy();
  });

  it("risk and imminent are announced at once (alert); the expert and the helplines are there", () => {
    fakeApi({ "GET /api/safety/help": { earliest: null } });
    renderWithProviders(<CrisisCard level="imminent" onDismiss={() => {}} />);
    const card = screen.getByRole("alert", { name: "You don't have to go through this alone" });
    expect(card.getAttribute("data-level")).toBe("imminent");
    expect(screen.getByRole("link", { name: "Call Tele-MANAS on 14416" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Talk to an expert now/ })).toBeTruthy();
  });

  it("concern: a gentle card, announced politely, with the helplines and one small thing to try", () => {
    fakeApi({});
    renderWithProviders(<CrisisCard level="concern" onDismiss={() => {}} />);
    const card = screen.getByRole("status", { name: "That sounds really hard" });
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "That sounds really hard" }));
    expect(card.textContent).toContain("Thank you for putting it into words.");
    expect(screen.getByRole("link", { name: "Call KIRAN on 1800-599-0019" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Try a two-minute breathing exercise" }).getAttribute("href")).toBe(
      "/breathing-tool",
    );
    expect(screen.getByRole("link", { name: "Write to a buddy you trust" }).getAttribute("href")).toBe("/chat");
    // Not the risk card: no rush to an expert, no alert.
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("link", { name: /Talk to an expert now/ })).toBeNull();
  });

  it("danger: its own card with 112, 181 and Childline 1098, how to get help safely, and never a bot", () => {
    fakeApi({});
    renderWithProviders(<CrisisCard level="danger" onDismiss={() => {}} />);
    const card = screen.getByRole("alert", { name: "You deserve to be safe" });
    expect(screen.getByRole("link", { name: "Call Emergency on 112" }).getAttribute("href")).toBe("tel:112");
    expect(screen.getByRole("link", { name: "Call Women's helpline on 181" }).getAttribute("href")).toBe("tel:181");
    expect(screen.getByRole("link", { name: "Call Childline on 1098" }).getAttribute("href")).toBe("tel:1098");
    expect(card.textContent).toContain("for anyone under 18");
    expect(screen.getByRole("heading", { name: "Getting help safely" })).toBeTruthy();
    expect(card.textContent).toContain("a phone the other person does not check or share");
    expect(card.textContent).toContain("delete the call");
    expect(card.textContent).not.toMatch(/bot/i);
    expect(screen.queryByRole("link", { name: /Health Bot|Talk to an expert now/ })).toBeNull();
  });

  it("risk or imminent with someone else hurting the writer: the helplines AND 112, 181, 1098 with how to call safely", () => {
    for (const level of ["risk", "imminent"] as const) {
      fakeApi({ "GET /api/safety/help": { earliest: null } });
      const view = renderWithProviders(<CrisisCard level={level} othersDanger />);
      expect(screen.getByRole("link", { name: "Call Tele-MANAS on 14416" })).toBeTruthy();
      expect(screen.getByRole("link", { name: "Call Emergency on 112" }).getAttribute("href")).toBe("tel:112");
      expect(screen.getByRole("link", { name: "Call Women's helpline on 181" }).getAttribute("href")).toBe("tel:181");
      expect(screen.getByRole("link", { name: "Call Childline on 1098" }).getAttribute("href")).toBe("tel:1098");
      expect(screen.getByRole("heading", { name: "Getting help safely" })).toBeTruthy();
      view.unmount();
    }
    // Without danger from someone else the risk card keeps to the helplines.
    fakeApi({ "GET /api/safety/help": { earliest: null } });
    renderWithProviders(<CrisisCard level="risk" />);
    expect(screen.queryByRole("link", { name: "Call Emergency on 112" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Getting help safely" })).toBeNull();
  });

  it("shows what is handed in as extra (the safety plan, a trusted contact) on every card", () => {
    fakeApi({ "GET /api/safety/help": { earliest: null } });
    for (const level of ["concern", "risk", "imminent", "danger"] as const) {
      const { unmount } = renderWithProviders(<CrisisCard level={level} extra={<a href="/safety-plan">Plan</a>} />);
      expect(screen.getByRole("link", { name: "Plan" })).toBeTruthy();
      unmount();
    }
  });

  it("shows nothing for an ordinary write", () => {
    fakeApi({});
    renderWithProviders(<CrisisCard level="none" onDismiss={() => {}} />);
    expect(screen.queryByTestId("crisis-card")).toBeNull();
  });
});

describe("friend support prompt (the receiver of a crisis message)", () => {
  it("gives the helplines and how to support a friend, and can be hidden", () => {
    fakeApi({});
    renderWithProviders(<FriendSupportPrompt name="Ravi" />);
    expect(screen.getByText("Ravi may be going through something hard")).toBeTruthy();
    expect(screen.getByText(/ask gently if they are safe/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Call KIRAN on 1800-599-0019" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Hide this" }));
    expect(screen.queryByTestId("friend-support-prompt")).toBeNull();
  });
});
