import type { ChatMessage } from "@saathi/contract/chat";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { ChatPane } from "./chat-pane.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PARTNER = { userId: "u-bilal", name: "Bilal", username: "bilal", avatar: null };

describe("sending in a chat", () => {
  it("a second message typed while the first is on its way is sent after it, not dropped", async () => {
    fakeApi({
      "GET /api/chat/messages/u-bilal": [],
      "POST /api/chat/conversations/u-bilal/read": { upToSeq: null },
    });
    // Sends are held until the test lets them go, like a slow network.
    const answered = globalThis.fetch;
    const sent: string[] = [];
    const release: (() => void)[] = [];
    let seq = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (url !== "/api/chat/messages" || init.method !== "POST") return answered(url, init);
        const body = JSON.parse(String(init.body)) as { message: string; clientId: string };
        sent.push(body.message);
        await new Promise<void>((r) => release.push(r));
        const saved: ChatMessage = {
          id: `m-${++seq}`,
          seq,
          senderId: "u-me",
          receiverId: "u-bilal",
          message: body.message,
          mediaUrl: null,
          clientId: body.clientId,
          sentAt: new Date().toISOString(),
          deliveredAt: null,
          readAt: null,
        };
        return Response.json(saved);
      }),
    );
    renderWithProviders(<ChatPane me="u-me" partner={PARTNER} />);
    const box = screen.getByLabelText("Message") as HTMLTextAreaElement;

    fireEvent.change(box, { target: { value: "Hi Bilal, how was your day?" } });
    fireEvent.submit(box.closest("form") as HTMLFormElement);
    await waitFor(() => expect(sent).toEqual(["Hi Bilal, how was your day?"]));
    fireEvent.change(box, { target: { value: "No rush to answer." } });
    fireEvent.submit(box.closest("form") as HTMLFormElement);

    // The second is taken at once (the box empties, both show) but waits for the first.
    expect(box.value).toBe("");
    expect(screen.getByText("No rush to answer.")).toBeTruthy();
    expect(sent).toEqual(["Hi Bilal, how was your day?"]);
    release.shift()?.();
    await waitFor(() => expect(sent).toEqual(["Hi Bilal, how was your day?", "No rush to answer."]));
    release.shift()?.();
    await waitFor(() => expect(screen.getAllByText(/Hi Bilal|No rush/)).toHaveLength(2));
  });
});
