// A message typed offline stays in the conversation, waiting, and is sent once (its same
// client id) when the network is back; a final refusal gives the words back with the reason.
import type { ChatMessage } from "@saathi/contract/chat";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { outbox, startOutbox } from "../../../lib/offline/outbox.ts";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { ChatPane } from "./chat-pane.tsx";

const PARTNER = { userId: "u-bilal", name: "Bilal", username: "bilal", avatar: null };
let stop = () => {};

afterEach(async () => {
  stop();
  cleanup();
  await outbox.forget();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

/** The API; POST /api/chat/messages answers with `send` (echoing the client id as the server does). */
function server(
  send: (body: { message: string; clientId: string }) => Response | "no network",
  more: Record<string, unknown> = { "POST /api/safety/check": { level: "none" } },
) {
  const calls = fakeApi({
    "GET /api/chat/messages/u-bilal": [],
    "POST /api/chat/conversations/u-bilal/read": { upToSeq: null },
    ...more,
  });
  const answered = globalThis.fetch;
  const posts: { message: string; clientId: string }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    if (url !== "/api/chat/messages" || init.method !== "POST") return answered(url, init);
    const body = JSON.parse(String(init.body)) as { message: string; clientId: string };
    // Offline, nothing reaches the server (the outbox tries anyway: navigator.onLine is not trusted).
    if (!navigator.onLine) throw new TypeError("Failed to fetch");
    posts.push(body);
    const answer = send(body);
    if (answer === "no network") throw new TypeError("Failed to fetch");
    return answer;
  });
  return { calls, posts };
}

const saved = (body: { message: string; clientId: string }): ChatMessage => ({
  id: "m-1",
  seq: 1,
  senderId: "u-me",
  receiverId: "u-bilal",
  message: body.message,
  mediaUrl: null,
  clientId: body.clientId,
  sentAt: new Date().toISOString(),
  deliveredAt: null,
  readAt: null,
});

async function send(text: string) {
  const box = (await screen.findByLabelText("Message")) as HTMLInputElement;
  fireEvent.change(box, { target: { value: text } });
  fireEvent.submit(box.closest("form") as HTMLFormElement);
  return box;
}

describe("a chat message written offline", () => {
  it("waits in the conversation and is sent once, with its client id, when the network is back", async () => {
    const { posts } = server((body) => Response.json(saved(body)));
    renderWithProviders(<ChatPane me="u-me" partner={PARTNER} />);
    stop = startOutbox("u-me", () => () => {});
    await screen.findByText("Say hello to Bilal.");
    setOnline(false);
    expect(screen.getByTestId("offline-notice").textContent).toContain("You are offline.");

    const box = await send("Running late, sorry");
    expect(box.value).toBe("");
    expect(await screen.findByRole("img", { name: "Waiting for connection" })).toBeTruthy();
    expect(screen.getByText("Running late, sorry")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(posts).toEqual([]); // none arrived

    setOnline(true);
    expect(await screen.findByRole("img", { name: "Sent" })).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.clientId).toMatch(/^temp-/);
    expect(screen.getAllByText("Running late, sorry")).toHaveLength(1);
    expect(screen.queryByRole("img", { name: "Waiting for connection" })).toBeNull();
    expect(outbox.snapshot()).toEqual([]);
  });

  it("whose send found no network waits too, and goes with the same client id on the next try", async () => {
    let network = false;
    const { posts } = server((body) => (network ? Response.json(saved(body)) : "no network"));
    renderWithProviders(<ChatPane me="u-me" partner={PARTNER} />);
    stop = startOutbox("u-me", () => () => {});
    await screen.findByText("Say hello to Bilal.");
    const box = await send("Are you there?");
    expect(await screen.findByRole("img", { name: "Waiting for connection" })).toBeTruthy();
    expect(box.value).toBe("");
    expect(posts).toHaveLength(1);
    network = true;
    setOnline(true);
    expect(await screen.findByRole("img", { name: "Sent" })).toBeTruthy();
    expect(posts).toHaveLength(2);
    expect(posts[1]?.clientId).toBe(posts[0]?.clientId);
    expect(screen.getAllByText("Are you there?")).toHaveLength(1);
  });

  it("refused for good gives the words back to the input with the reason", async () => {
    server(() => Response.json({ code: "BLOCKED", message: "You cannot message this member." }, { status: 403 }));
    renderWithProviders(<ChatPane me="u-me" partner={PARTNER} />);
    await screen.findByText("Say hello to Bilal.");
    const box = await send("Hello?");
    expect((await screen.findByRole("alert")).textContent).toBe("You cannot message this member.");
    await waitFor(() => expect(box.value).toBe("Hello?"));
    expect(screen.queryByText("Hello?", { selector: "p" })).toBeNull();
    expect(outbox.snapshot()).toEqual([]);
  });

  it("refused before the crisis check read it, words of crisis still bring the crisis card", async () => {
    const consent = "This needs your parent's or guardian's consent first.";
    const { calls } = server(
      () => Response.json({ code: "GUARDIAN_CONSENT_REQUIRED", message: consent }, { status: 403 }),
      {
        "POST /api/safety/check": { level: "risk" },
        "GET /api/safety/help": { earliest: null },
      },
    );
    renderWithProviders(<ChatPane me="u-me" partner={PARTNER} />);
    await screen.findByText("Say hello to Bilal.");
    const box = await send("I want to end it tonight");
    expect(await screen.findByTestId("crisis-card")).toBeTruthy();
    expect(screen.getByText(consent)).toBeTruthy();
    await waitFor(() => expect(box.value).toBe("I want to end it tonight"));
    expect(calls.find((c) => c.url === "/api/safety/check")?.body).toEqual({ text: "I want to end it tonight" });
  });
});
