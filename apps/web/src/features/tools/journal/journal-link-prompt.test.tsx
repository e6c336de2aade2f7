// /daily-journal?prompt=…: the prompt a counsellor set as journal homework shows above the writing box,
// for visitors and members, as plain text (never HTML), bounded and without control characters.

import { i18n } from "@lingui/core";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { JournalPage } from "./journal-page.tsx";
import { JOURNAL_PROMPTS, LINKED_PROMPT_MAX, promptFromLink } from "./journal-prompts.ts";

const visitor = { "GET /api/me": { user: null, profile: null } };
const member = {
  "GET /api/me": {
    user: { id: "u1", email: "asha@example.com", name: "Asha", role: "users", emailVerified: true, phoneNumber: null },
    profile: null,
  },
  "GET /api/journal": { entries: [] },
};
const link = (prompt: string) => `/daily-journal?prompt=${encodeURIComponent(prompt)}`;
/** What the writing box is described by: the prompt line. */
async function promptLine() {
  const box = await screen.findByLabelText("Today's reflection");
  const id = (box.getAttribute("aria-describedby") ?? "").split(" ")[0] ?? "";
  const line = document.getElementById(id);
  if (!line) throw new Error("no prompt line");
  return line;
}
const todays = () => JOURNAL_PROMPTS.map((m) => i18n._(m));

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("daily journal opened with a prompt", () => {
  it("shows a visitor the prompt from the link instead of today's", async () => {
    fakeApi(visitor);
    renderWithProviders(<JournalPage />, link("What did your worry want to protect you from?"));
    const line = await promptLine();
    expect(line.textContent).toBe("Your prompt: What did your worry want to protect you from?");
    for (const p of todays()) expect(line.textContent).not.toContain(p);
  });

  it("shows a member the prompt from the link", async () => {
    fakeApi(member);
    renderWithProviders(<JournalPage />, link("Write about one thing you did for yourself"));
    expect(await screen.findByText("Your entries are saved privately in your account.")).toBeTruthy();
    expect((await promptLine()).textContent).toBe("Your prompt: Write about one thing you did for yourself");
  });

  it("treats the prompt as text, never as HTML", async () => {
    fakeApi(visitor);
    const html = `<img src=x onerror="alert(1)"><b>bold</b><a href="javascript:alert(1)">tap</a>`;
    renderWithProviders(<JournalPage />, link(html));
    const line = await promptLine();
    expect(line.textContent).toBe(`Your prompt: ${html}`);
    expect(line.querySelector("img, b, a")).toBeNull();
    expect(document.querySelector("img[src='x']")).toBeNull();
  });

  it("strips control and reordering characters and keeps the prompt short", async () => {
    fakeApi(visitor);
    renderWithProviders(<JournalPage />, link(`Breathe\u0007 in\u202E\u0000 slowly\n\n${"and out ".repeat(60)}`));
    const text = (await promptLine()).textContent ?? "";
    expect(text.startsWith("Your prompt: Breathe in slowly and out")).toBe(true);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: checking that none is left
    expect(text).not.toMatch(/[\u0000-\u001F\u007F-\u009F\u202A-\u202E]/);
    expect(Array.from(text.replace("Your prompt: ", "")).length).toBeLessThanOrEqual(LINKED_PROMPT_MAX);
  });

  it("without a usable prompt shows today's, as before", async () => {
    fakeApi(visitor);
    renderWithProviders(<JournalPage />, link(" \u0000\u200B "));
    const text = (await promptLine()).textContent ?? "";
    expect(text.startsWith("Today's prompt: ")).toBe(true);
    expect(todays().some((p) => text.endsWith(p))).toBe(true);
  });
});

describe("promptFromLink", () => {
  it("cuts on whole characters, never half an emoji", () => {
    const long = "🌱".repeat(LINKED_PROMPT_MAX + 5);
    const cut = promptFromLink(long) ?? "";
    expect(Array.from(cut)).toHaveLength(LINKED_PROMPT_MAX);
    expect(cut.endsWith("🌱…")).toBe(true);
    expect(promptFromLink(null)).toBeNull();
    expect(promptFromLink("")).toBeNull();
  });
});
