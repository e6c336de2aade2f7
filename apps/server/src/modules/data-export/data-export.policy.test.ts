// The export's access rules, without a database (the integration test checks the service asks them).
import { describe, expect, it } from "vitest";
import {
  canDownload,
  expiryFor,
  isInProgress,
  isPastExpiry,
  isStaleBuild,
  STALE_BUILD_MS,
} from "./data-export.policy.ts";

const now = new Date("2026-11-23T12:00:00Z");
const ready = { userId: "me", status: "ready", expiresAt: new Date(now.getTime() + 1000) };

describe("data export policy", () => {
  it("only the owner downloads, only while ready and before expiry", () => {
    expect(canDownload("me", ready, now)).toBe(true);
    expect(canDownload("other", ready, now)).toBe(false);
    expect(canDownload("me", { ...ready, status: "building" }, now)).toBe(false);
    expect(canDownload("me", { ...ready, status: "expired" }, now)).toBe(false);
    expect(canDownload("me", { ...ready, expiresAt: now }, now)).toBe(false);
  });
  it("a link lasts 24 hours", () => {
    expect(expiryFor(now).getTime() - now.getTime()).toBe(24 * 3600_000);
    expect(isPastExpiry({ expiresAt: expiryFor(now) }, new Date(now.getTime() + 24 * 3600_000))).toBe(true);
    expect(isPastExpiry({ expiresAt: null }, now)).toBe(false);
  });
  it("queued and building are in progress; after 30 minutes they are stale", () => {
    expect(isInProgress({ status: "queued" })).toBe(true);
    expect(isInProgress({ status: "building" })).toBe(true);
    expect(isInProgress({ status: "failed" })).toBe(false);
    const old = new Date(now.getTime() - STALE_BUILD_MS - 1);
    expect(isStaleBuild({ status: "building", createdAt: old }, now)).toBe(true);
    expect(isStaleBuild({ status: "building", createdAt: now }, now)).toBe(false);
    expect(isStaleBuild({ status: "ready", createdAt: old }, now)).toBe(false);
  });
});
