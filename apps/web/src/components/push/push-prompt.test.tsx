// The notification prompt appears only after a meaningful moment, subscribes through the
// browser's push manager when asked, and keeps "Not now" for 30 days.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { markPushMoment } from "../../lib/push/push-moment.ts";
import { NOT_NOW_DAYS, NOT_NOW_KEY, saidNotNowRecently } from "../../lib/push/push-prompt-memory.ts";
import { keyBytes, PUSH_WORKER_URL } from "../../lib/push/subscribe-to-push.ts";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { PushPrompt } from "./push-prompt.tsx";

const SERVER_KEY = `B${"A".repeat(85)}E`;
const subscription = {
  endpoint: "https://fcm.googleapis.com/fcm/send/abc",
  options: { applicationServerKey: null },
  toJSON: () => ({
    endpoint: "https://fcm.googleapis.com/fcm/send/abc",
    expirationTime: null,
    keys: { p256dh: "p-key", auth: "a-key" },
  }),
};

/** A browser that can receive pushes: permission `permission`, no service worker yet. */
function pushBrowser(permission: NotificationPermission = "default", answer: NotificationPermission = "granted") {
  const requestPermission = vi.fn(async () => answer);
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => subscription);
  const registration = { pushManager: { getSubscription: vi.fn(async () => null), subscribe } };
  const register = vi.fn(async () => registration);
  vi.stubGlobal("Notification", Object.assign(class {}, { permission, requestPermission }));
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("isSecureContext", true);
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: vi.fn(async () => undefined), register, ready: Promise.resolve(registration) },
  });
  return { requestPermission, subscribe, register };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("push prompt", () => {
  it("shows nothing where the browser cannot receive pushes", async () => {
    renderWithProviders(<PushPrompt />);
    await act(async () => {});
    expect(screen.queryByRole("complementary", { name: "Notifications" })).toBeNull();
  });

  it("after a booking: asks with a warm sentence, then subscribes and saves the subscription", async () => {
    const browser = pushBrowser();
    const calls = fakeApi({
      "GET /api/push/key": { publicKey: SERVER_KEY },
      "POST /api/push/subscriptions": [201, { subscribed: true }],
    });
    renderWithProviders(<PushPrompt />);
    expect(await screen.findByText(/gently remind you before your sessions/)).toBeTruthy();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Turn on notifications" }));
    expect(await screen.findByText("Notifications are on for this device.")).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.register).toHaveBeenCalledWith(PUSH_WORKER_URL);
    expect(browser.subscribe.mock.calls[0]?.[0]).toEqual({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(SERVER_KEY),
    });
    expect(calls.find((c) => c.method === "POST")?.body).toEqual(subscription.toJSON());
  });

  it("in a chat: waits for a sent message", async () => {
    pushBrowser();
    renderWithProviders(<PushPrompt waitFor="chat" />);
    await act(async () => {});
    expect(screen.queryByRole("button", { name: "Turn on notifications" })).toBeNull();
    act(() => markPushMoment("chat"));
    expect(await screen.findByRole("button", { name: "Turn on notifications" })).toBeTruthy();
  });

  it("says so when the browser refuses, and saves nothing", async () => {
    pushBrowser("default", "denied");
    const calls = fakeApi({});
    renderWithProviders(<PushPrompt />);
    fireEvent.click(await screen.findByRole("button", { name: "Turn on notifications" }));
    expect(await screen.findByText(/Notifications are blocked for Saathi in this browser/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("remembers 'Not now' for 30 days, and never asks where the browser already said no", async () => {
    pushBrowser();
    const first = renderWithProviders(<PushPrompt />);
    fireEvent.click(await screen.findByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("button", { name: "Turn on notifications" })).toBeNull();
    const at = Number(localStorage.getItem(NOT_NOW_KEY));
    expect(saidNotNowRecently(at + (NOT_NOW_DAYS - 1) * 86_400_000)).toBe(true);
    expect(saidNotNowRecently(at + (NOT_NOW_DAYS + 1) * 86_400_000)).toBe(false);
    first.unmount();
    renderWithProviders(<PushPrompt />);
    await act(async () => {});
    expect(screen.queryByRole("button", { name: "Turn on notifications" })).toBeNull();

    cleanup();
    localStorage.clear();
    pushBrowser("denied");
    renderWithProviders(<PushPrompt />);
    await act(async () => {});
    expect(screen.queryByRole("button", { name: "Turn on notifications" })).toBeNull();
  });
});
