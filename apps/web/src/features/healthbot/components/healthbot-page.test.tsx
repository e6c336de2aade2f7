import { HEALTHBOT_TEXT, type HealthbotView } from "@saathi/contract/healthbot";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { HealthbotPage } from "./healthbot-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line = (id: string, text: string, from: "bot" | "member" = "bot", catalog = true) => ({
  id,
  from,
  text,
  catalog,
  values: null,
  createdAt: "2026-12-01T10:00:00.000Z",
});
const welcome: HealthbotView = {
  flow: "home",
  node: "flow.welcome",
  crisis: false,
  danger: false,
  offer: null,
  replies: [
    { id: "mood", label: "Check in on my mood" },
    { id: "breathing", label: "Box breathing" },
  ],
  ask: false,
  next: [],
  messages: [line("w0", HEALTHBOT_TEXT.hello), line("w1", HEALTHBOT_TEXT.whatIAm), line("w2", HEALTHBOT_TEXT.whatNow)],
};
const crisis: HealthbotView = {
  ...welcome,
  flow: "sleep",
  node: "safety.ask1",
  crisis: true,
  replies: [
    { id: "yes", label: "Yes" },
    { id: "no", label: "No" },
  ],
  messages: [
    ...welcome.messages,
    line("m1", "marna chahta hu yaar", "member", false),
    line("b1", HEALTHBOT_TEXT.pause),
    line("b2", HEALTHBOT_TEXT.askSafeNow),
  ],
};

describe("Health Bot page", () => {
  it("says plainly what it is and starts a flow from a quick reply", async () => {
    const calls = fakeApi({
      "GET /api/healthbot": welcome,
      "POST /api/healthbot/messages": {
        ...welcome,
        flow: "breathing",
        node: "flow.end",
        replies: [{ id: "menu", label: "Back to the menu" }],
        next: [{ step: "breathing", label: "Open the breathing tool", to: "/breathing-tool" }],
      },
    });
    renderWithProviders(<HealthbotPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Health Bot" })).toBeTruthy();
    const log = await screen.findByRole("log", { name: "Conversation" });
    expect(log.textContent).toContain("Health Bot: Hi, I'm Saathi's Health Bot.");
    expect(log.textContent).toContain("I'm not a therapist and I'm not for emergencies.");
    const replies = screen.getByRole("group", { name: "Quick replies" });
    const chip = within(replies).getByRole("button", { name: "Box breathing" });
    chip.focus();
    fireEvent.click(chip);
    const next = await screen.findByRole("navigation", { name: "Next steps" });
    // The pressed reply is gone: the first new one has the keyboard's place, not the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Back to the menu" })));
    expect(within(next).getByRole("link", { name: "Open the breathing tool" }).getAttribute("href")).toBe(
      "/breathing-tool",
    );
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ type: "reply", id: "breathing" });
    expect(screen.queryByTestId("crisis-card")).toBeNull();
  });

  it("sends typed words and, on risk, shows the helpline card with no way to wave it off", async () => {
    const calls = fakeApi({
      "GET /api/healthbot": welcome,
      "POST /api/healthbot/messages": crisis,
      "GET /api/safety/help": { earliest: null },
    });
    renderWithProviders(<HealthbotPage />);
    fireEvent.change(await screen.findByLabelText("Message to Health Bot"), {
      target: { value: "marna chahta hu yaar" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    const card = await screen.findByTestId("crisis-card");
    expect(within(card).getByRole("link", { name: "Call Tele-MANAS on 14416" })).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "I'm safe right now" })).toBeNull();
    expect(screen.getByRole("link", { name: "Message a buddy" }).getAttribute("href")).toBe("/chat");
    expect(within(screen.getByRole("group", { name: "Quick replies" })).getAllByRole("button")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Get help now" })).toHaveProperty("disabled", true);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ type: "text", text: "marna chahta hu yaar" });
  });

  it("'Get help now' asks for the safety check", async () => {
    const calls = fakeApi({
      "GET /api/healthbot": welcome,
      "POST /api/healthbot/messages": crisis,
      "GET /api/safety/help": { earliest: null },
    });
    renderWithProviders(<HealthbotPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Get help now" }));
    await screen.findByTestId("crisis-card");
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toEqual({ type: "help" }));
  });

  it("for danger from someone else shows 112, 181 and 1098 and how to get help safely, not the bot", async () => {
    fakeApi({
      "GET /api/healthbot": { ...crisis, danger: true },
      "GET /api/safety/help": { earliest: null },
    });
    renderWithProviders(<HealthbotPage />);
    const card = await screen.findByTestId("danger-card");
    for (const name of ["Call Emergency on 112", "Call Women's helpline on 181", "Call Childline on 1098"])
      expect(within(card).getByRole("link", { name }).getAttribute("href")).toMatch(/^tel:\d+$/);
    expect(within(card).getByRole("heading", { name: "Getting help safely" })).toBeTruthy();
    expect(card.textContent).not.toMatch(/bot/i);
    expect(screen.queryByTestId("crisis-card")).toBeNull();
  });

  it("offers a person: the earliest expert time and a buddy", async () => {
    fakeApi({
      "GET /api/healthbot": {
        ...welcome,
        node: "flow.menu",
        offer: {
          earliest: { expertId: "e1", handle: "kavya", displayName: "Kavya Rao", startsAt: "2026-12-02T04:30:00.000Z" },
        },
      },
    });
    renderWithProviders(<HealthbotPage />);
    const offer = await screen.findByTestId("person-offer");
    const book = within(offer).getByRole("link", { name: /Book the earliest time with Kavya Rao/ });
    expect(book.getAttribute("href")).toBe("/expert/booking?expert=kavya");
    expect(within(offer).getByRole("link", { name: "Message a buddy" }).getAttribute("href")).toBe("/chat");
  });

  it("with no expert free, the offer leads to the directory", async () => {
    fakeApi({ "GET /api/healthbot": { ...welcome, offer: { earliest: null } } });
    renderWithProviders(<HealthbotPage />);
    const offer = await screen.findByTestId("person-offer");
    expect(within(offer).getByRole("link", { name: "See who is available" }).getAttribute("href")).toBe(
      "/expert/expertList",
    );
  });

  it("a link naming a flow (/healthbot?flow=grounding) starts that flow at once", async () => {
    const calls = fakeApi({
      "GET /api/healthbot": welcome,
      "POST /api/healthbot/messages": {
        ...welcome,
        flow: "grounding",
        node: "flow.see",
        replies: [{ id: "done", label: "Done" }],
        messages: [
          ...welcome.messages,
          line("m1", "5-4-3-2-1 grounding", "member"),
          line("b1", "Look around and name 5 things you can see."),
        ],
      },
    });
    renderWithProviders(<HealthbotPage />, "/healthbot?flow=grounding");
    const log = await screen.findByRole("log", { name: "Conversation" });
    await waitFor(() => expect(log.textContent).toContain("Look around and name 5 things you can see."));
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([{ type: "start", flow: "grounding" }]);
    expect(
      within(screen.getByRole("group", { name: "Quick replies" })).getByRole("button", { name: "Done" }),
    ).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("an unknown flow in the link keeps the usual start and says so kindly", async () => {
    const note = "We couldn't find that exercise, so here is the usual start. You can pick one below.";
    const calls = fakeApi({
      "GET /api/healthbot": welcome,
      "POST /api/healthbot/messages": [404, { code: "HEALTHBOT_FLOW_NOT_FOUND", message: note }],
    });
    renderWithProviders(<HealthbotPage />, "/healthbot?flow=no-such-flow");
    expect(await screen.findByText(note)).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { type: "start", flow: "no-such-flow" },
    ]);
    // The welcome and its choices are still there.
    expect(
      within(screen.getByRole("group", { name: "Quick replies" })).getByRole("button", { name: "Box breathing" }),
    ).toBeTruthy();
  });

  it("without a flow in the link, nothing is sent until the member chooses", async () => {
    const calls = fakeApi({ "GET /api/healthbot": welcome });
    renderWithProviders(<HealthbotPage />, "/healthbot");
    await screen.findByRole("log", { name: "Conversation" });
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });
});
