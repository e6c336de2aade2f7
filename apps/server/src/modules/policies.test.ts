// Every module's access rules are pure functions (decision 014): tested here without
// a database. The integration tests check that each service asks its policy.
import { describe, expect, it } from "vitest";
import { canSeeResult } from "./assessments/assessments.policy.ts";
import { mayKeepAvailability, unkeptSessions } from "./availability/availability.policy.ts";
import { canCancel, canSeeBooking, isBookingMember, mayHoldAnother, ownsOrder } from "./bookings/bookings.policy.ts";
import { canJoin, ENDED_BY_NEW_CALL, isCallee, isLive, isParty, otherPartyOf } from "./calls/calls.policy.ts";
import { buddiesOnlyRefuses, canMessage, isRetryOf } from "./chat/chat.policy.ts";
import { isActive, latestOf, withdrawalEffect } from "./consents/consents.policy.ts";
import { canOpen, ownsPurchase } from "./courses/courses.policy.ts";
import { cannotPractise } from "./dev/practice-session.policy.ts";
import { mayFavourite } from "./experts/experts.policy.ts";
import { isAuthor } from "./feed/feed.policy.ts";
import { canSeeContent, followStatusFor, mayFollow } from "./follows/follows.policy.ts";
import { clockFor, daysLeft, isRequester, mayAnswer } from "./grievances/grievances.policy.ts";
import { isWriter } from "./journal/journal.policy.ts";
import { mayOnboard } from "./onboarding/onboarding.policy.ts";
import { deliveryFor, isLockedKind, prefsWithDefaults } from "./settings/settings.policy.ts";

const me = "u-me";
const other = "u-other";

describe("owner-only policies", () => {
  it("assessment results, journal entries, purchases and orders belong to one member", () => {
    expect(canSeeResult(me, { userId: me })).toBe(true);
    expect(canSeeResult(me, { userId: other })).toBe(false);
    expect(isWriter(me, { userId: me })).toBe(true);
    expect(isWriter(me, { userId: other })).toBe(false);
    expect(ownsPurchase(me, { userId: me })).toBe(true);
    expect(ownsPurchase(me, { userId: other })).toBe(false);
    expect(ownsOrder(me, { userId: me })).toBe(true);
    expect(ownsOrder(me, { userId: other })).toBe(false);
  });
  it("only the author deletes a post or comment", () => {
    expect(isAuthor(me, me)).toBe(true);
    expect(isAuthor(me, other)).toBe(false);
  });
});

describe("bookings", () => {
  const b = { clientId: me, expertId: other };
  it("both people see a booking; only its member pays, releases and reviews", () => {
    expect(canSeeBooking(me, b)).toBe(true);
    expect(canSeeBooking(other, b)).toBe(true);
    expect(canSeeBooking("u-third", b)).toBe(false);
    expect(isBookingMember(me, b)).toBe(true);
    expect(isBookingMember(other, b)).toBe(false);
  });
  it("cancels only a confirmed session that has not started; holds are capped", () => {
    const startsAt = new Date(10_000);
    expect(canCancel({ status: "CONFIRMED", startsAt }, 9_999)).toBe(true);
    expect(canCancel({ status: "CONFIRMED", startsAt }, 10_000)).toBe(false);
    expect(canCancel({ status: "HELD", startsAt }, 0)).toBe(false);
    expect(mayHoldAnother({ liveHolds: 0, sameKeyExists: false })).toBe(true);
    expect(mayHoldAnother({ liveHolds: 99, sameKeyExists: false })).toBe(false);
    expect(mayHoldAnother({ liveHolds: 99, sameKeyExists: true })).toBe(true);
  });
});

describe("calls", () => {
  it("only the two people take part; a new call ends the live rooms", () => {
    const room = { callerId: me, calleeId: other };
    expect(isParty(me, room)).toBe(true);
    expect(isParty("u-third", room)).toBe(false);
    expect(isCallee(room.calleeId, room)).toBe(true);
    expect(isCallee(room.callerId, room)).toBe(false);
    expect(otherPartyOf(me, { clientId: me, expertId: other })).toBe(other);
    expect(otherPartyOf("u-third", { clientId: me, expertId: other })).toBeNull();
    expect(canJoin(other, { callerId: me, status: "ringing" })).toBe(false);
    expect(canJoin(me, { callerId: me, status: "ringing" })).toBe(true);
    expect(ENDED_BY_NEW_CALL.every(isLive)).toBe(true);
    expect([...ENDED_BY_NEW_CALL].sort()).toEqual(["active", "ringing"]);
  });
});

describe("social", () => {
  it("private content and chat need an accepted follow", () => {
    const priv = { userId: other, isPrivate: true };
    expect(canSeeContent(me, priv, null)).toBe(false);
    expect(canSeeContent(me, priv, "pending")).toBe(false);
    expect(canSeeContent(me, priv, "accepted")).toBe(true);
    expect(canSeeContent(me, { userId: other, isPrivate: false }, null)).toBe(true);
    expect(canMessage(me, priv, null, null)).toBe(false);
    expect(canMessage(me, priv, null, "accepted")).toBe(true);
    expect(canMessage(me, { userId: me, isPrivate: false }, null, null)).toBe(false);
  });
  it("nobody follows themself; following a private member is a request", () => {
    expect(mayFollow(me, other)).toBe(true);
    expect(mayFollow(me, me)).toBe(false);
    expect(followStatusFor({ isPrivate: true })).toBe("pending");
    expect(followStatusFor({ isPrivate: false })).toBe("accepted");
  });
});

describe("courses, experts, onboarding, practice sessions", () => {
  it("a paid course opens only when owned", () => {
    expect(canOpen({ id: "c", isPaid: false }, new Set())).toBe(true);
    expect(canOpen({ id: "c", isPaid: true }, new Set())).toBe(false);
    expect(canOpen({ id: "c", isPaid: true }, new Set(["c"]))).toBe(true);
  });
  it("nobody favourites themself; only experts onboard", () => {
    expect(mayFavourite(me, other, true)).toBe(true);
    expect(mayFavourite(me, me, true)).toBe(false);
    expect(mayFavourite(me, me, false)).toBe(true);
    expect(mayOnboard({ role: "expert" })).toBe(true);
    expect(mayOnboard({ role: "user" })).toBe(false);
  });
  it("a practice session needs a member and a different expert", () => {
    const member = { id: me, email: "m@x", role: "user", rate: null };
    const expert = { id: other, email: "e@x", role: "expert", rate: 5 };
    expect(cannotPractise(undefined, expert)).toBe("noMember");
    expect(cannotPractise(member, member)).toBe("noExpert");
    expect(cannotPractise(member, undefined)).toBe("noExpert");
    expect(cannotPractise({ ...expert }, expert)).toBe("samePerson");
    expect(cannotPractise(member, expert)).toBeNull();
  });
});

describe("consents (issue 17)", () => {
  const at = (d: string) => new Date(`2026-11-${d}T10:00:00Z`);
  const rows = [
    { purpose: "sensitive", givenAt: at("01"), withdrawnAt: at("02") },
    { purpose: "sensitive", givenAt: at("03"), withdrawnAt: null },
    { purpose: "terms", givenAt: at("01"), withdrawnAt: null },
  ];
  it("the newest record decides; a withdrawn one is not in force; never given is not in force", () => {
    expect(latestOf(rows, "sensitive")?.givenAt).toEqual(at("03"));
    expect(isActive(rows, "sensitive")).toBe(true);
    expect(isActive(rows.slice(0, 1), "sensitive")).toBe(false);
    expect(isActive(rows, "privacy")).toBe(false);
  });
  it("withdrawing sensitive erases; terms and privacy are withdrawn by leaving", () => {
    expect(withdrawalEffect("sensitive")).toBe("erase");
    expect(withdrawalEffect("terms")).toBe("leave");
    expect(withdrawalEffect("privacy")).toBe("leave");
  });
});

describe("grievances (issue 17)", () => {
  const created = new Date("2026-11-01T00:00:00Z");
  it("7-day target, 90-day limit, days left going negative when overdue", () => {
    expect(clockFor(created)).toEqual({
      targetAt: new Date("2026-11-08T00:00:00Z"),
      dueAt: new Date("2027-01-30T00:00:00Z"),
    });
    const due = clockFor(created).dueAt;
    expect(daysLeft(due, created)).toBe(90);
    expect(daysLeft(due, new Date("2027-01-29T12:00:00Z"))).toBe(0);
    expect(daysLeft(due, new Date("2027-01-31T00:00:00Z"))).toBe(-1);
  });
  it("only the requester sees a ticket; an answer is given once", () => {
    expect(isRequester(me, { userId: me })).toBe(true);
    expect(isRequester(me, { userId: other })).toBe(false);
    expect(mayAnswer("open")).toBe(true);
    expect(mayAnswer("in_progress")).toBe(true);
    expect(mayAnswer("answered")).toBe(false);
    expect(mayAnswer("closed")).toBe(false);
  });
});

describe("settings (issue 17)", () => {
  it("buddies only: refuses strangers, not buddies either way, and not a reply to the member's own first word", () => {
    expect(buddiesOnlyRefuses("buddies", null, null, false)).toBe(true);
    expect(buddiesOnlyRefuses("buddies", "pending", "pending", false)).toBe(true);
    expect(buddiesOnlyRefuses("buddies", "accepted", null, false)).toBe(false);
    expect(buddiesOnlyRefuses("buddies", null, "accepted", false)).toBe(false);
    expect(buddiesOnlyRefuses("buddies", null, null, true)).toBe(false);
    expect(buddiesOnlyRefuses("everyone", null, null, false)).toBe(false);
  });
  it("a reused chat clientId is a retry only to the same person with the same words", () => {
    const earlier = { receiverId: other, message: "hello" };
    expect(isRetryOf(earlier, { receiverId: other, message: "hello" })).toBe(true);
    expect(isRetryOf(earlier, { receiverId: "u-third", message: "hello" })).toBe(false);
    expect(isRetryOf(earlier, { receiverId: other, message: "hello again" })).toBe(false);
  });
  it("notification choices: defaults, the always-on account kind, and email only for notify()'s own types", () => {
    const kinds = prefsWithDefaults([
      { kind: "comments_likes", inApp: false, email: true },
      { kind: "account", inApp: false, email: false },
    ]);
    expect(kinds.find((k) => k.kind === "account")).toEqual({
      kind: "account",
      inApp: true,
      email: true,
      push: true,
      locked: true,
    });
    expect(kinds.find((k) => k.kind === "follows")).toEqual({
      kind: "follows",
      inApp: true,
      email: false,
      push: true,
      locked: false,
    });
    expect(isLockedKind("account")).toBe(true);
    expect(deliveryFor(kinds, "like")).toEqual({ inApp: false, email: true });
    expect(deliveryFor(kinds, "follow")).toEqual({ inApp: true, email: false });
    // Bookings email by default; refunds and moderation are emailed by their own services.
    expect(deliveryFor(kinds, "booking")).toEqual({ inApp: true, email: true });
    expect(deliveryFor(kinds, "refund")).toEqual({ inApp: true, email: false });
    expect(deliveryFor(kinds, "moderation")).toEqual({ inApp: true, email: false });
  });
});

describe("availability (decision 033)", () => {
  it("only experts keep availability; a change goes ahead only when every newly stranded session is kept", () => {
    expect(mayKeepAvailability({ role: "expert" })).toBe(true);
    expect(mayKeepAvailability({ role: "member" })).toBe(false);
    expect(mayKeepAvailability({ role: "admin" })).toBe(false);
    const stranded = [{ id: "b1" }, { id: "b2" }];
    expect(unkeptSessions(stranded, ["b1", "b2"])).toEqual([]);
    expect(unkeptSessions(stranded, ["b1"])).toEqual([{ id: "b2" }]);
    expect(unkeptSessions([], [])).toEqual([]);
  });
});
