import { describe, expect, it } from "vitest";
import { isKeptForOffline } from "./offline-copies.ts";

describe("what the service worker keeps for offline reading", () => {
  it("keeps the member's own screens", () => {
    for (const path of [
      "/api/me",
      "/api/feed",
      "/api/chat/conversations",
      "/api/chat/conversations/abc/messages",
      "/api/bookings",
      "/api/expert/bookings",
      "/api/expert/bookings/counts",
      "/api/journal",
      "/api/safety-plan",
      "/api/safety-plan/trusted-contact",
      "/api/notifications",
      "/api/posts/p1/images/x.webp",
      "/uploads/avatars/a.webp",
    ])
      expect(isKeptForOffline(path), path).toBe(true);
  });

  it("never keeps secrets, payments, exports, admin answers or anything outside the list", () => {
    for (const path of [
      "/api/auth/get-session",
      "/api/account/export",
      "/api/account/export/download",
      "/api/payments/orders",
      "/api/admin/members",
      "/api/push/key",
      "/api/dev/outbox",
      "/api/me/extra",
      "/api/journalx",
      "/api/safety-plan/trusted-contact/tell",
      "/api/safety/check",
    ])
      expect(isKeptForOffline(path), path).toBe(false);
  });
});
