// The gentle helpline card after a concern reading: the helplines as tap-to-call links large enough
// for a thumb, a calm heading that is not the crisis card's (a labelled region, not an alert), the
// member's safety plan, the bot's suggestion and "I don't feel safe" below it; shown for care "gentle"
// whatever the node (beside a flow, after a none reading over the bot's bar); and all of it in Hindi.
import { i18n, type Messages } from "@lingui/core";
import { CARE_NODES, HEALTHBOT_TEXT, type HealthbotView } from "@saathi/contract/healthbot";
import type { MeResponse } from "@saathi/contract/session";
import { useQueryClient } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meQueryKey } from "../../../lib/api/session/get-me.ts";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { HealthbotPage } from "./healthbot-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => i18n.activate("en"));
});

const line = (id: string, text: string, from: "bot" | "member" = "bot", catalog = true) => ({
  id,
  from,
  text,
  catalog,
  values: null,
  createdAt: "2026-12-01T10:00:00.000Z",
});
const gentle: HealthbotView = {
  flow: "home",
  node: "care.gentle",
  crisis: false,
  danger: false,
  care: "gentle",
  offer: null,
  replies: [
    { id: "try-mood", label: "Check in on my mood" },
    { id: "person", label: HEALTHBOT_TEXT.talkToPerson },
    { id: "not-safe", label: HEALTHBOT_TEXT.notSafe },
    { id: "menu", label: HEALTHBOT_TEXT.backToMenu },
  ],
  ask: false,
  next: [],
  messages: [
    line("m1", "I feel lonely", "member", false),
    ...CARE_NODES.gentle.say.map((text, i) => line(`b${i}`, text)),
  ],
};

/** A signed-in adult member (the safety plan link is for members). */
function Signed({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const me = {
    user: { id: "u1", email: "a@example.com", name: "Asha", role: "users", emailVerified: true, phoneNumber: null },
    profile: { userId: "u1", role: "users", ageBand: "18+" },
  } as unknown as MeResponse;
  if (!qc.getQueryData(meQueryKey)) qc.setQueryData(meQueryKey, me);
  return <>{children}</>;
}

describe("the Health Bot's gentle card", () => {
  it("shows the helplines as calls under a calm heading, not the crisis card, and keeps the replies below", async () => {
    const calls = fakeApi({
      "GET /api/healthbot": gentle,
      "POST /api/healthbot/messages": { ...gentle, node: "safety.ask1", crisis: true, care: "crisis", replies: [] },
      "GET /api/safety/help": { earliest: null },
      "GET /api/safety-plan/trusted-contact": { contact: null },
    });
    renderWithProviders(
      <Signed>
        <HealthbotPage />
      </Signed>,
    );
    const card = await screen.findByRole("region", { name: "If you need someone now" });
    expect(card.getAttribute("data-testid")).toBe("gentle-card");
    // Not the crisis card: no alert, no "You don't have to go through this alone", and no focus taken.
    expect(screen.queryByTestId("crisis-card")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText("You don't have to go through this alone")).toBeNull();
    expect(card.contains(document.activeElement)).toBe(false);
    const calls14416 = within(card).getByRole("link", { name: "Call Tele-MANAS on 14416" });
    expect(calls14416.getAttribute("href")).toBe("tel:14416");
    const kiran = within(card).getByRole("link", { name: "Call KIRAN on 1800-599-0019" });
    expect(kiran.getAttribute("href")).toBe("tel:18005990019");
    const plan = within(card).getByRole("link", { name: "Open my safety plan" });
    expect(plan.getAttribute("href")).toBe("/safety-plan");
    // Tap targets of at least 44 px (min-h-11) for every link on the card.
    for (const link of within(card).getAllByRole("link"))
      expect(link.className, link.textContent).toContain("min-h-11");
    // The suggestion first, then a person, "I don't feel safe" and the menu, each a 44 px button.
    const replies = screen.getByRole("group", { name: "Quick replies" });
    const buttons = within(replies).getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual([
      "Check in on my mood",
      "Talk to a person",
      "I don't feel safe",
      "Back to the menu",
    ]);
    for (const b of buttons) expect(b.className).toContain("min-h-11");
    const log = screen.getByRole("log", { name: "Conversation" });
    expect(log.textContent).toContain("That sounds really heavy. Thank you for telling me.");
    // "I don't feel safe" asks the server for the safety check.
    fireEvent.click(within(replies).getByRole("button", { name: "I don't feel safe" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({ type: "reply", id: "not-safe" }),
    );
  });

  it("shows for care gentle whatever the node: beside a flow the words started (the bot's lower bar)", async () => {
    const beside: HealthbotView = {
      ...gentle,
      flow: "breathing",
      node: "flow.start",
      replies: [
        { id: "ready", label: "I'm ready" },
        { id: "later", label: "Not now" },
        { id: "not-safe", label: HEALTHBOT_TEXT.notSafe },
      ],
      messages: [
        line("m1", "mujhe calm down hona h jaldi", "member", false),
        line("b1", HEALTHBOT_TEXT.switching),
        line("b2", HEALTHBOT_TEXT.helplinesBeside),
      ],
    };
    const calls = fakeApi({
      "GET /api/healthbot": beside,
      "POST /api/healthbot/messages": { ...beside, node: "safety.ask1", crisis: true, care: "crisis", replies: [] },
      "GET /api/safety/help": { earliest: null },
      "GET /api/safety-plan/trusted-contact": { contact: null },
    });
    renderWithProviders(
      <Signed>
        <HealthbotPage />
      </Signed>,
    );
    const card = await screen.findByRole("region", { name: "If you need someone now" });
    expect(within(card).getByRole("link", { name: "Call Tele-MANAS on 14416" }).getAttribute("href")).toBe("tel:14416");
    expect(within(card).getByRole("link", { name: "Call KIRAN on 1800-599-0019" })).toBeTruthy();
    expect(screen.queryByTestId("crisis-card")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(card.contains(document.activeElement)).toBe(false);
    const log = screen.getByRole("log", { name: "Conversation" });
    expect(log.textContent).toContain(HEALTHBOT_TEXT.helplinesBeside);
    expect(log.textContent).not.toContain(HEALTHBOT_TEXT.gentleHeavy);
    const replies = screen.getByRole("group", { name: "Quick replies" });
    expect(within(replies).getAllByRole("button").at(-1)?.textContent).toBe("I don't feel safe");
    fireEvent.click(within(replies).getByRole("button", { name: "I don't feel safe" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({ type: "reply", id: "not-safe" }),
    );
  });

  it("is not shown without a concern reading", async () => {
    fakeApi({ "GET /api/healthbot": { ...gentle, node: "flow.menu", care: "none", replies: [] } });
    renderWithProviders(<HealthbotPage />);
    await screen.findByRole("log", { name: "Conversation" });
    expect(screen.queryByTestId("gentle-card")).toBeNull();
  });
});

const catalogs = import.meta.glob<{ messages: Messages }>(
  ["../locales/hi.po", "../../../locales/shell/hi.po", "../../../../../../packages/contract/src/locales/hi.po"],
  { eager: true },
);

describe("the gentle card in Hindi", () => {
  it("reads the heading, the helplines, the bot's words and the replies in Hindi", async () => {
    i18n.load("hi", Object.assign({}, ...Object.values(catalogs).map((c) => c.messages)));
    act(() => i18n.activate("hi"));
    fakeApi({
      "GET /api/healthbot": gentle,
      "GET /api/safety-plan/trusted-contact": { contact: null },
    });
    renderWithProviders(
      <Signed>
        <HealthbotPage />
      </Signed>,
    );
    const card = await screen.findByRole("region", { name: "अगर अभी किसी की ज़रूरत हो" });
    expect(within(card).getByRole("list", { name: "हेल्पलाइन" })).toBeTruthy();
    expect(
      within(card)
        .getAllByRole("link")
        .some((a) => a.getAttribute("href") === "tel:14416"),
    ).toBe(true);
    expect(within(card).getByRole("link", { name: "मेरी सुरक्षा योजना खोलें" })).toBeTruthy();
    const log = screen.getByRole("log", { name: "बातचीत" });
    expect(log.textContent).toContain("यह सच में बहुत भारी लगता है। मुझे बताने के लिए धन्यवाद।");
    const replies = screen.getByRole("group", { name: "झटपट जवाब" });
    expect(within(replies).getByRole("button", { name: "मुझे सुरक्षित महसूस नहीं हो रहा" })).toBeTruthy();
    expect(within(replies).getByRole("button", { name: "किसी इंसान से बात करें" })).toBeTruthy();
  });

  it("reads the kind line beside a flow in Hindi", async () => {
    i18n.load("hi", Object.assign({}, ...Object.values(catalogs).map((c) => c.messages)));
    act(() => i18n.activate("hi"));
    fakeApi({
      "GET /api/healthbot": {
        ...gentle,
        flow: "sleep",
        node: "flow.start",
        replies: [{ id: "not-safe", label: HEALTHBOT_TEXT.notSafe }],
        messages: [line("b1", HEALTHBOT_TEXT.helplinesBeside)],
      },
      "GET /api/safety-plan/trusted-contact": { contact: null },
    });
    renderWithProviders(
      <Signed>
        <HealthbotPage />
      </Signed>,
    );
    await screen.findByRole("region", { name: "अगर अभी किसी की ज़रूरत हो" });
    expect(screen.getByRole("log", { name: "बातचीत" }).textContent).toContain(
      "अगर कभी सब कुछ बहुत ज़्यादा लगे, तो इन हेल्पलाइन पर लोग आपकी बात सुनते हैं, मुफ़्त, दिन-रात।",
    );
  });
});
