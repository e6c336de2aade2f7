// The Health Bot reads in Hindi: its page from this feature's catalog, the bot's lines and
// quick replies (stored as their English ids) from the contract's, and the member's words unchanged.
import { i18n, type Messages } from "@lingui/core";
import { HEALTHBOT_TEXT, type HealthbotView } from "@saathi/contract/healthbot";
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { HealthbotPage } from "./healthbot-page.tsx";

const catalogs = import.meta.glob<{ messages: Messages }>(
  ["../locales/hi.po", "../../../../../../packages/contract/src/locales/hi.po"],
  { eager: true },
);
const messages = Object.assign({}, ...Object.values(catalogs).map((c) => c.messages));

beforeEach(() => {
  i18n.load("hi", messages);
  act(() => i18n.activate("hi"));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => i18n.activate("en"));
});

const view: HealthbotView = {
  flow: "activation",
  node: "flow.checkin",
  crisis: false,
  danger: false,
  offer: null,
  replies: [{ id: "did", label: "I did it" }],
  ask: false,
  next: [],
  messages: [
    { id: "1", from: "bot", text: HEALTHBOT_TEXT.whatIAm, catalog: true, values: null, createdAt: "" },
    { id: "2", from: "member", text: "ek chhoti walk", catalog: false, values: null, createdAt: "" },
    {
      id: "3",
      from: "bot",
      text: "Earlier you planned: {plan}. How did it go?",
      catalog: true,
      values: { plan: "ek chhoti walk" },
      createdAt: "",
    },
  ],
};

describe("Health Bot in Hindi", () => {
  it("shows the bot's lines, placeholders filled, and the replies in Hindi", async () => {
    fakeApi({ "GET /api/healthbot": view });
    renderWithProviders(<HealthbotPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "हेल्थ बॉट" })).toBeTruthy();
    const log = await screen.findByRole("log", { name: "बातचीत" });
    expect(log.textContent).toContain("मैं थेरेपिस्ट नहीं हूँ और आपातकाल के लिए नहीं हूँ।");
    expect(log.textContent).toContain("पिछली बार आपने तय किया था: ek chhoti walk। कैसा रहा?");
    expect(
      within(screen.getByRole("group", { name: "झटपट जवाब" })).getByRole("button", { name: "मैंने कर लिया" }),
    ).toBeTruthy();
  });
});
