// Web Push rules without a database.
import { createECDH } from "node:crypto";
import { describe, expect, it } from "vitest";
import { prefsWithDefaults } from "../settings/settings.policy.ts";
import { isP256Point, ownsSubscription, pushChosen, pushServiceAllowed, topicOf } from "./push.policy.ts";

describe("push policy", () => {
  it("sends only to the browsers' push services in production, to any https host elsewhere", () => {
    const allowed = [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAA",
      "https://web.push.apple.com/QGx",
      "https://wns2-pn1p.notify.windows.com/w/?token=BQYAAA",
    ];
    for (const e of allowed) expect(pushServiceAllowed(e, true), e).toBe(true);
    const refused = [
      "https://127.0.0.1:8443/push/1",
      "https://169.254.169.254/latest/meta-data",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilfcm.googleapis.com.example/x",
      "https://notfcm.googleapis.com@evil.example/x",
      "http://fcm.googleapis.com/fcm/send/x",
    ];
    for (const e of refused) expect(pushServiceAllowed(e, true), e).toBe(false);
    expect(pushServiceAllowed("https://127.0.0.1:8443/push/1", false)).toBe(true);
    expect(pushServiceAllowed("http://127.0.0.1:8443/push/1", false)).toBe(false);
  });

  it("accepts a real P-256 point and refuses 65 bytes that are not one", () => {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    expect(isP256Point(ecdh.getPublicKey().toString("base64url"))).toBe(true);
    expect(isP256Point(Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url"))).toBe(false);
    expect(isP256Point(ecdh.getPublicKey("base64url", "compressed"))).toBe(false);
  });

  it("the member's push choice per kind, defaults for rows from before push", () => {
    const kinds = prefsWithDefaults([
      { kind: "messages", inApp: true, email: false, push: false },
      { kind: "calls", inApp: false, email: false, push: null },
      { kind: "account", inApp: false, email: false, push: false },
    ]);
    expect(pushChosen(kinds, "messages")).toBe(false);
    expect(pushChosen(kinds, "calls")).toBe(true);
    expect(pushChosen(kinds, "comments_likes")).toBe(false);
    expect(pushChosen(kinds, "bookings")).toBe(true);
    expect(pushChosen(kinds, "account")).toBe(true);
  });

  it("a subscription belongs to its member; a tag becomes a short Topic", () => {
    expect(ownsSubscription("a", { userId: "a" })).toBe(true);
    expect(ownsSubscription("b", { userId: "a" })).toBe(false);
    expect(topicOf("chat-1")).toMatch(/^[\w-]{24}$/);
    expect(topicOf("chat-1")).not.toBe(topicOf("chat-2"));
  });
});
