// Moderation rules without a database (decision 014: policies are pure and tested alone).
import { describe, expect, it } from "vitest";
import {
  actionRefusal,
  appealDecisionRefusal,
  appealRefusal,
  type ItemFacts,
  isOwnContent,
  reportOutcome,
  riskForReason,
  statusAfter,
} from "./moderation.policy.ts";

const item = (over: Partial<ItemFacts> = {}): ItemFacts => ({
  authorId: "author",
  targetType: "post",
  status: "open",
  held: false,
  action: null,
  actionedBy: null,
  appealStatus: "none",
  ...over,
});

describe("reports", () => {
  it("no one reports themselves; self-harm reports rank above others", () => {
    expect(isOwnContent("a", "a")).toBe(true);
    expect(isOwnContent("a", "b")).toBe(false);
    expect(riskForReason("self_harm")).toBe(1);
    expect(riskForReason("spam")).toBe(0);
  });
  it("the reporter's outcome follows the decision and an overturned appeal", () => {
    expect(reportOutcome(item())).toBe("pending");
    expect(reportOutcome(item({ status: "actioned", action: "hide" }))).toBe("hidden");
    expect(reportOutcome(item({ status: "actioned", action: "warn" }))).toBe("action_taken");
    expect(reportOutcome(item({ status: "dismissed", action: "dismiss" }))).toBe("no_rule_broken");
    expect(reportOutcome(item({ status: "actioned", action: "hide", appealStatus: "overturned" }))).toBe(
      "no_rule_broken",
    );
  });
});

describe("actions", () => {
  it("only open items without an open appeal; never on one's own content", () => {
    expect(actionRefusal("mod", item(), "hide", {})).toBeNull();
    expect(actionRefusal("mod", item({ status: "actioned" }), "hide", {})).toBe("not-open");
    expect(actionRefusal("mod", item({ appealStatus: "open" }), "dismiss", {})).toBe("appeal-open");
    expect(actionRefusal("author", item(), "dismiss", {})).toBe("own-content");
  });
  it("approve needs held content; hide and approve need content with a state; mute needs a duration", () => {
    expect(actionRefusal("mod", item(), "approve", {})).toBe("not-held");
    expect(actionRefusal("mod", item({ held: true }), "approve", {})).toBeNull();
    expect(actionRefusal("mod", item({ targetType: "profile" }), "hide", {})).toBe("no-content");
    expect(actionRefusal("mod", item({ targetType: "profile" }), "suspend", {})).toBeNull();
    expect(actionRefusal("mod", item(), "mute", {})).toBe("mute-duration");
    expect(actionRefusal("mod", item(), "mute", { muteUntil: "24h" })).toBeNull();
    expect(statusAfter("dismiss")).toBe("dismissed");
    expect(statusAfter("approve")).toBe("dismissed");
    expect(statusAfter("hide")).toBe("actioned");
  });
});

describe("appeals", () => {
  const decided = item({ status: "actioned", action: "hide", actionedBy: "mod1" });
  it("the author appeals a decision against them, once", () => {
    expect(appealRefusal("author", decided)).toBeNull();
    expect(appealRefusal("someone", decided)).toBe("not-author");
    expect(appealRefusal("author", { ...decided, appealStatus: "open" })).toBe("once");
    expect(appealRefusal("author", { ...decided, appealStatus: "upheld" })).toBe("once");
    expect(appealRefusal("author", item({ status: "dismissed", action: "dismiss" }))).toBe("not-appealable");
    expect(appealRefusal("author", item())).toBe("not-appealable");
  });
  it("a different moderator decides, unless the one who acted is the only staff", () => {
    const open = { ...decided, appealStatus: "open" as const };
    expect(appealDecisionRefusal("mod1", open, 2)).toBe("same-moderator");
    expect(appealDecisionRefusal("mod1", open, 0)).toBeNull();
    expect(appealDecisionRefusal("mod2", open, 2)).toBeNull();
    expect(appealDecisionRefusal("mod2", decided, 2)).toBe("no-appeal");
    expect(appealDecisionRefusal("author", open, 2)).toBe("own-content");
  });
});
