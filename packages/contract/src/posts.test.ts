import { describe, expect, it } from "vitest";
import { hasMoreComments, viewRepliesLabel } from "./comments.ts";
import { followButtonLabel } from "./follows.ts";
import { notificationText, unreadSummary } from "./notifications.ts";
import { formatCount, postHasContent, previewText } from "./posts.ts";

describe("posts (§5, §9)", () => {
  it("a post needs text or an image", () => {
    expect(postHasContent("  ", 0)).toBe(false);
    expect(postHasContent("  ", 1)).toBe(true);
    expect(postHasContent("hi", 0)).toBe(true);
  });

  it("previews stop at 80 characters", () => {
    expect(previewText("short")).toEqual({ text: "short", truncated: false });
    const long = previewText("a".repeat(100));
    expect(long.truncated).toBe(true);
    expect(long.text).toBe(`${"a".repeat(80)}…`);
  });

  it("counts above 1000 are shown as k", () => {
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1000");
    expect(formatCount(1500)).toBe("1.5k");
    expect(formatCount(25_000)).toBe("25k");
    expect(formatCount(250_400)).toBe("250k");
  });
});

describe("comments, follows and notifications", () => {
  it("more comments exist while a page comes back full", () => {
    expect(hasMoreComments(10)).toBe(true);
    expect(hasMoreComments(9)).toBe(false);
  });

  it("'View 1 reply' and 'View N replies'", () => {
    expect(viewRepliesLabel(1)).toBe("View 1 reply");
    expect(viewRepliesLabel(3)).toBe("View 3 replies");
  });

  it("follow button labels", () => {
    expect(followButtonLabel({ isFollowing: false, requestSent: false })).toBe("Add as Buddy");
    expect(followButtonLabel({ isFollowing: false, requestSent: true })).toBe("Requested");
    expect(followButtonLabel({ isFollowing: true, requestSent: false })).toBe("Following");
  });

  it("notification sentences", () => {
    expect(notificationText({ type: "follow_request", data: { actorName: "Asha" } })).toBe("Asha wants to follow you");
    expect(notificationText({ type: "follow", data: { actorName: null } })).toBe("Someone started following you");
    expect(unreadSummary(3)).toBe("You have 3 notifications");
  });
});
