import { channels, USER_EVENTS } from "@saathi/contract/realtime";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { realtime } from "../../../lib/realtime-client.ts";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { DownloadDataSection } from "./download-data-section.tsx";

const base = {
  id: "8d7f6a0e-1f0b-4f57-9a55-4c1b1f1b1b1b",
  progress: 0,
  step: null,
  createdAt: "2026-11-23T10:00:00.000Z",
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  error: null,
  downloadUrl: null,
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const me = { user: { id: "u-1" }, profile: null };
const ready = {
  ...base,
  status: "ready",
  progress: 100,
  readyAt: "2026-11-23T10:01:00.000Z",
  expiresAt: "2026-11-24T10:01:00.000Z",
  sizeBytes: 2_500_000,
  downloadUrl: `/api/account/export/${base.id}/download`,
};

describe("DownloadDataSection", () => {
  it("asks for a copy and shows its progress", async () => {
    const calls = fakeApi({
      "GET /api/me": me,
      "GET /api/account/export": { export: null },
      "POST /api/account/export": [202, { export: { ...base, status: "building", progress: 40, step: "Chats" } }],
    });
    renderWithProviders(<DownloadDataSection />);
    fireEvent.click(await screen.findByRole("button", { name: "Download my data" }));
    const bar = await screen.findByRole("progressbar", { name: "Putting your data together" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(screen.getByText(/Putting your data together: Chats \(40%\)/)).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("the ready notification (the toast) shows the download at once, not a bar stuck at 65%", async () => {
    // No polling in this test: only the notification can move the section on.
    vi.useFakeTimers({ toFake: ["setInterval"] });
    const listeners = new Map<string, (event: string, data: unknown) => void>();
    vi.spyOn(realtime, "subscribe").mockImplementation((channel, handler) => {
      listeners.set(channel, handler);
      return () => listeners.delete(channel);
    });
    const first = fakeApi({
      "GET /api/me": me,
      "GET /api/account/export": { export: { ...base, status: "building", progress: 65, step: "Chats" } },
    });
    renderWithProviders(<DownloadDataSection />);
    expect((await screen.findByRole("progressbar")).getAttribute("aria-valuenow")).toBe("65");
    await waitFor(() => expect(first.map((c) => c.url)).toContain("/api/me"));
    await waitFor(() => expect([...listeners.keys()]).toEqual([channels.user("u-1")]));
    fakeApi({ "GET /api/me": me, "GET /api/account/export": { export: ready } });
    listeners.get(channels.user("u-1"))?.(USER_EVENTS.notification, {
      id: "n-1",
      type: "data_export",
      isRead: false,
      createdAt: "2026-11-23T10:01:00.000Z",
      data: { actorId: null, actorName: null, actorAvatarUrl: null, actorUsername: null },
    });
    expect(await screen.findByRole("link", { name: /Download my data/ })).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("offers the download with its expiry when ready", async () => {
    fakeApi({
      "GET /api/account/export": {
        export: {
          ...base,
          status: "ready",
          progress: 100,
          readyAt: "2026-11-23T10:01:00.000Z",
          expiresAt: "2026-11-24T10:01:00.000Z",
          sizeBytes: 2_500_000,
          downloadUrl: `/api/account/export/${base.id}/download`,
        },
      },
    });
    renderWithProviders(<DownloadDataSection />);
    const link = await screen.findByRole("link", { name: /Download my data \(zip, 2\.4 MB\)/ });
    expect(link.getAttribute("href")).toBe(`/api/account/export/${base.id}/download`);
    expect(screen.getByText(/The link works for you only, until 24 Nov 2026/)).toBeTruthy();
  });

  it("says what went wrong and lets the member try again", async () => {
    const calls = fakeApi({
      "GET /api/me": me,
      "GET /api/account/export": {
        export: {
          ...base,
          status: "failed",
          error: "We could not put your data together this time. Please try again.",
        },
      },
      "POST /api/account/export": [202, { export: { ...base, status: "queued" } }],
    });
    renderWithProviders(<DownloadDataSection />);
    expect((await screen.findByRole("alert")).textContent).toContain("Please try again");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect((await screen.findByRole("progressbar")).getAttribute("aria-valuenow")).toBe("0");
    expect(calls.some((c) => c.method === "POST")).toBe(true);
  });

  it("says an old link has expired and offers a fresh copy", async () => {
    fakeApi({ "GET /api/account/export": { export: { ...base, status: "expired", progress: 100 } } });
    renderWithProviders(<DownloadDataSection />);
    expect(await screen.findByText(/Your last download link has expired/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download my data" })).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
