// A new version is offered, never swapped in silently; the install offer waits for Chrome's
// event and a sensible moment.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const worker = vi.hoisted(() => ({
  state: { updateReady: false },
  updateNow: vi.fn(async () => {}),
  updateLater: vi.fn(),
}));
vi.mock("../../lib/offline/app-worker.ts", () => ({
  registerAppWorker: vi.fn(async () => {}),
  updateNow: worker.updateNow,
  updateLater: worker.updateLater,
  useAppWorker: () => worker.state,
}));

import { markPushMoment } from "../../lib/push/push-moment.ts";
import { AppWorkerPrompts } from "./app-worker-prompts.tsx";

/** Chrome saying the app can be installed. */
function fireInstallable() {
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome: "accepted" as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  worker.state = { updateReady: false };
  vi.clearAllMocks();
});

describe("the update offer", () => {
  it("shows nothing while no new version waits", () => {
    render(<AppWorkerPrompts />);
    expect(screen.queryByRole("status", { name: "Update" })).toBeNull();
  });

  it("lets the member choose: 'Update now' takes the new version, 'Later' does not", () => {
    worker.state = { updateReady: true };
    render(<AppWorkerPrompts />);
    expect(screen.getByRole("status", { name: "Update" }).textContent).toContain("A new version of Saathi is ready");
    fireEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(worker.updateLater).toHaveBeenCalledTimes(1);
    expect(worker.updateNow).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Update now" }));
    expect(worker.updateNow).toHaveBeenCalledTimes(1);
  });
});

describe("the install offer", () => {
  it("waits for a meaningful moment even when Chrome can install, then opens Chrome's dialog", async () => {
    render(<AppWorkerPrompts />);
    const event = fireInstallable();
    expect(event.defaultPrevented).toBe(true); // no Chrome mini-bar at a random moment
    expect(screen.queryByRole("region", { name: "Install Saathi" })).toBeNull(); // first day, nothing done yet
    act(() => markPushMoment("booking"));
    const offer = screen.getByRole("region", { name: "Install Saathi" });
    fireEvent.click(screen.getByRole("button", { name: "Install app" }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(offer.isConnected).toBe(false);
  });
});
