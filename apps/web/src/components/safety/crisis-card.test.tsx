import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { CrisisCard } from "./crisis-card.tsx";
import { FriendSupportPrompt } from "./friend-support-prompt.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const slot = "2026-11-24T04:30:00.000Z";

describe("crisis card", () => {
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
    renderWithProviders(<CrisisCard level="method" held onDismiss={() => {}} />);
    await waitFor(() =>
      expect(screen.getByRole("link", { name: /Talk to an expert now/ }).getAttribute("href")).toBe("/experts"),
    );
    expect(screen.getByText(/will appear after a quick review/)).toBeTruthy();
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
