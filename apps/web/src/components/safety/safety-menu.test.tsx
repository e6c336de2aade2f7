import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { SafetyMenu } from "./safety-menu.tsx";

afterEach(cleanup);

const open = async () => {
  const trigger = screen.getByRole("button", { name: "More options" });
  // Radix opens its menu on pointer down (and on Enter for keyboards).
  fireEvent.keyDown(trigger, { key: "Enter" });
  return screen.findByRole("menu");
};

describe("the safety menu", () => {
  it("offers Report, Mute and Block by name; Block explains itself before it blocks", async () => {
    const calls = fakeApi({ "POST /api/blocks/u-ravi": { ok: true } });
    const onBlocked = vi.fn();
    renderWithProviders(
      <SafetyMenu
        target={{ type: "post", id: "p1" }}
        person={{ userId: "u-ravi", name: "Ravi" }}
        onBlocked={onBlocked}
      />,
    );
    const menu = await open();
    expect(within(menu).getByRole("menuitem", { name: "Report" })).toBeTruthy();
    expect(within(menu).getByRole("menuitem", { name: "Mute Ravi" })).toBeTruthy();
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Block Ravi" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Block Ravi?" });
    expect(dialog.textContent).toContain("They won't be told");
    // Sessions to come between the two end with the block (the server cancels and refunds them).
    expect(dialog.textContent).toContain("Any upcoming sessions between you are cancelled");
    expect(dialog.textContent).toContain("as are the unused sessions of a package");
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Block" }));
    await waitFor(() => expect(onBlocked).toHaveBeenCalled());
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["POST /api/blocks/u-ravi"]);
  });

  it("a dialog picked from the menu and closed gives the focus back to the menu's button", async () => {
    fakeApi({});
    renderWithProviders(
      <main>
        <h1>Feed</h1>
        <SafetyMenu target={{ type: "post", id: "p1" }} person={{ userId: "u-ravi", name: "Ravi" }} />
      </main>,
    );
    for (const [item, name] of [
      ["Block Ravi", "Block Ravi?"],
      ["Mute Ravi", "Mute Ravi"],
    ] as const) {
      const menu = await open();
      fireEvent.click(within(menu).getByRole("menuitem", { name: item }));
      const dialog = await screen.findByRole(item.startsWith("Block") ? "alertdialog" : "dialog", { name });
      fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole(dialog.getAttribute("role") ?? "dialog")).toBeNull());
      await waitFor(() => expect(document.activeElement?.getAttribute("aria-label")).toBe("More options"));
    }
  });

  it("mutes for the chosen time", async () => {
    const calls = fakeApi({
      "POST /api/mutes/u-ravi": { person: { userId: "u-ravi" }, until: null, mutedAt: "2026-01-01T00:00:00Z" },
    });
    renderWithProviders(
      <SafetyMenu target={{ type: "comment", id: "c1" }} person={{ userId: "u-ravi", name: "Ravi" }} />,
    );
    fireEvent.click(within(await open()).getByRole("menuitem", { name: "Mute Ravi" }));
    const dialog = await screen.findByRole("dialog", { name: "Mute Ravi" });
    fireEvent.click(within(dialog).getByRole("radio", { name: "For 7 days" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Mute" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ duration: "7d" });
  });

  it("without a person (a review) offers Report only", async () => {
    fakeApi({});
    renderWithProviders(<SafetyMenu target={{ type: "review", id: "r1" }} person={null} />);
    const menu = await open();
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["Report"]);
  });
});
