import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { ConversationList } from "./conversation-list.tsx";

const member = (userId: string, displayName: string) => ({
  userId,
  displayName,
  username: displayName.toLowerCase(),
  avatarUrl: null,
});
const ASHA = member("u-asha", "Asha");
const BINA = member("u-bina", "Bina");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const calls = fakeApi({
    "GET /api/chat/conversations": [],
    "GET /api/users/search?q=a&": [ASHA, BINA],
    // Typing on returns the same people in another order: the rows would swap places.
    "GET /api/users/search?q=ab&": [BINA, ASHA],
  });
  const onOpen = vi.fn();
  renderWithProviders(<ConversationList onOpen={onOpen} />);
  const search = screen.getByLabelText("Search users");
  const rows = () => within(screen.getByRole("list", { name: /Members found|Conversations/ })).queryAllByRole("button");
  const searched = (q: string) => calls.filter((c) => c.url.startsWith(`/api/users/search?q=${q}&`)).length;
  return { onOpen, search, rows, searched };
}

describe("chat search", () => {
  it("a pressed row keeps its person when new results arrive before the click", async () => {
    const { onOpen, search, rows, searched } = setup();
    fireEvent.change(search, { target: { value: "a" } });
    await screen.findByRole("button", { name: /Asha/ });
    expect(rows().map((r) => r.textContent)).toEqual([
      expect.stringContaining("Asha"),
      expect.stringContaining("Bina"),
    ]);

    const pressed = rows()[0] as HTMLElement;
    fireEvent.pointerDown(pressed);
    fireEvent.change(search, { target: { value: "ab" } });
    await waitFor(() => expect(searched("ab")).toBe(1), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 50)); // the answer is in; React had time to render it

    // The row at the pressed position is still Asha, and the click opens Asha.
    const first = rows()[0] as HTMLElement;
    expect(first.textContent).toContain("Asha");
    fireEvent.pointerUp(first);
    fireEvent.click(first);
    expect(onOpen).toHaveBeenCalledOnce();
    expect(onOpen.mock.calls[0]?.[0]).toMatchObject({ userId: "u-asha", name: "Asha" });
  });

  it("shows what arrived meanwhile once the pointer is released without a click", async () => {
    const { search, rows, searched } = setup();
    fireEvent.change(search, { target: { value: "a" } });
    await screen.findByRole("button", { name: /Asha/ });
    fireEvent.pointerDown(rows()[0] as HTMLElement);
    fireEvent.change(search, { target: { value: "ab" } });
    await waitFor(() => expect(searched("ab")).toBe(1), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(rows()[0]?.textContent).toContain("Asha");

    fireEvent.pointerCancel(window);
    await waitFor(() => expect(rows()[0]?.textContent).toContain("Bina"));
  });
});
