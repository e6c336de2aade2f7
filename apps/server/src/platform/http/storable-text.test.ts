import { describe, expect, it } from "vitest";
import { findUnstorableText, isStorableText } from "./storable-text.ts";

describe("isStorableText", () => {
  it("body text keeps tab, line feed and carriage return; refuses other C0 controls and lone surrogates", () => {
    expect(isStorableText("a\tb\nc\r\nd 🙂 नमस्ते", "body")).toBe(true);
    for (const bad of ["\u0000", "\u0001", "\u0008", "\u000B", "\u000C", "\u001B", "\u001F", "\ud800", "x\udfff"]) {
      expect(isStorableText(`a${bad}b`, "body")).toBe(false);
    }
    expect(isStorableText("\u007F", "body")).toBe(true);
  });

  it("path and query values refuse every control character, tab and DEL included", () => {
    expect(isStorableText("jane-doe_1 🙂", "line")).toBe(true);
    for (const bad of ["\t", "\n", "\r", "\u0000", "\u007F", "\ud83d"]) expect(isStorableText(bad, "line")).toBe(false);
  });
});

describe("findUnstorableText", () => {
  it("names the first bad value or key by its dot path", () => {
    expect(findUnstorableText({ a: "ok", b: [1, "ok", { c: "x\u0000" }] }, "body")).toBe("b.2.c");
    expect(findUnstorableText({ outer: { "k\u0000": 1 } }, "body")).toBe("outer");
    expect(findUnstorableText("x\u0000", "body", "content")).toBe("content");
    expect(findUnstorableText({ a: "ok", n: 5, z: null, t: true }, "body")).toBeNull();
  });

  it("walks a 100,000-deep body without overflowing the stack", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}"\\u0000"${"]".repeat(100_000)}`);
    expect(findUnstorableText(deep, "body")).toMatch(/^0(\.0)+$/);
  });
});
