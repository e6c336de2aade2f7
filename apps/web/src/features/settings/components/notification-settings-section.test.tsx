import { DEFAULT_NOTIFICATION_PREFS, NOTIFICATION_KINDS } from "@saathi/contract/account-settings";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { NotificationSettingsSection } from "./notification-settings-section.tsx";

const defaults = {
  kinds: NOTIFICATION_KINDS.map((kind) => ({ kind, ...DEFAULT_NOTIFICATION_PREFS[kind], locked: kind === "account" })),
};
const withLikesEmail = {
  kinds: defaults.kinds.map((k) => (k.kind === "comments_likes" ? { ...k, email: true } : k)),
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("notification grid", () => {
  it("shows one row per kind with a box per channel; account notices are always on", async () => {
    fakeApi({ "GET /api/settings/notifications": defaults });
    renderWithProviders(<NotificationSettingsSection />);
    expect(await screen.findByRole("table", { name: "Notifications by kind and channel" })).toBeTruthy();
    expect(screen.getAllByRole("row")).toHaveLength(NOTIFICATION_KINDS.length + 1);
    const account = screen.getByRole("checkbox", { name: /Your account, reports and requests: Email \(always on\)/ });
    expect((account as HTMLInputElement).checked).toBe(true);
    expect((account as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/Always on/)).toBeTruthy();
    const likesEmail = screen.getByRole("checkbox", { name: "Comments and likes: Email" }) as HTMLInputElement;
    expect(likesEmail.checked).toBe(false);
    // Push, on by default except for comments and likes.
    expect((screen.getByRole("checkbox", { name: "Messages: Push" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Comments and likes: Push" }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("saves a tick at once", async () => {
    const calls = fakeApi({
      "GET /api/settings/notifications": defaults,
      "PUT /api/settings/notifications": withLikesEmail,
    });
    renderWithProviders(<NotificationSettingsSection />);
    const box = (await screen.findByRole("checkbox", { name: "Comments and likes: Email" })) as HTMLInputElement;
    fireEvent.click(box);
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      kind: "comments_likes",
      inApp: true,
      email: true,
      push: false,
    });
    await waitFor(() => expect(box.checked).toBe(true));
    expect(screen.queryByRole("alert")).toBeNull();
    // Said once it is saved, in a polite live region.
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Saved"));
  });

  it("puts the box back and says so when the change cannot be saved", async () => {
    fakeApi({
      "GET /api/settings/notifications": defaults,
      "PUT /api/settings/notifications": [503, { code: "UNAVAILABLE", message: "Try later" }],
    });
    renderWithProviders(<NotificationSettingsSection />);
    const box = (await screen.findByRole("checkbox", { name: "Messages: In the app" })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect((await screen.findByRole("alert")).textContent).toBe("That change was not saved. Please try again.");
    await waitFor(() => expect(box.checked).toBe(true));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("offers to try again when the choices cannot be loaded", async () => {
    fakeApi({ "GET /api/settings/notifications": [500, { code: "X", message: "boom" }] });
    renderWithProviders(<NotificationSettingsSection />);
    expect((await screen.findByRole("alert")).textContent).toContain("We could not load your notification choices.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
