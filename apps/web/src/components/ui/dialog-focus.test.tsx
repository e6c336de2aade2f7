// A dialog opened from state (a menu item, a query's answer, a realtime event), not by a Radix trigger,
// must not drop the focus on <body> when it closes: it goes back to what had it before, else to the main
// heading, else to the main landmark. A trigger still gets it back as before.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { SensitiveConsentPrompt } from "../consent/sensitive-consent-prompt.tsx";
import { MuteDialog } from "../safety/mute-dialog.tsx";
import { DialogContent } from "./dialog.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const person = { userId: "u2", name: "Ravi" };

/** A profile page whose "Mute" menu item opens the dialog by state; the item may vanish as it opens. */
function ProfilePage({ heading = true, itemStays = true }: { heading?: boolean; itemStays?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      {heading ? <h1>Ravi's profile</h1> : null}
      {itemStays || !open ? (
        <button type="button" onClick={() => setOpen(true)}>
          Mute Ravi…
        </button>
      ) : null}
      <MuteDialog person={person} open={open} onOpenChange={setOpen} />
    </main>
  );
}

/** A feed whose dialog opens from outside (a query's answer): `openNow()` opens it. */
let openNow: () => void = () => {};
function FeedPage() {
  const [open, setOpen] = useState(false);
  openNow = () => setOpen(true);
  return (
    <main>
      <h1>Feed</h1>
      <input aria-label="Search members" />
      <MuteDialog person={person} open={open} onOpenChange={setOpen} />
    </main>
  );
}

/** The journal's Save asks for consent inline (not a Radix dialog). */
function JournalPage() {
  const [asking, setAsking] = useState(false);
  const ask = { asking, busy: false, error: null, agree: async () => setAsking(false), notNow: () => setAsking(false) };
  return (
    <main>
      <h1>Daily journal</h1>
      <button type="button" onClick={() => setAsking(true)}>
        Save entry
      </button>
      <SensitiveConsentPrompt ask={ask} what="this entry" />
    </main>
  );
}

const notOnBody = () => expect(document.activeElement).not.toBe(document.body);

describe("a dialog opened from state gives the focus back when it closes", () => {
  it("Escape: back to the button that opened it (no Radix trigger)", async () => {
    renderWithProviders(<ProfilePage />);
    const item = screen.getByRole("button", { name: "Mute Ravi…" });
    item.focus();
    fireEvent.click(item);
    const dialog = await screen.findByRole("dialog", { name: "Mute Ravi" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(item));
    notOnBody();
  });

  it("opened by a query's answer while the member was typing: Cancel gives the focus back to the field", async () => {
    renderWithProviders(<FeedPage />);
    const field = screen.getByLabelText("Search members");
    field.focus();
    act(() => openNow());
    const dialog = await screen.findByRole("dialog", { name: "Mute Ravi" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it("what opened it is gone: the main heading takes the focus (only while it holds it)", async () => {
    renderWithProviders(<ProfilePage itemStays={false} />);
    const item = screen.getByRole("button", { name: "Mute Ravi…" });
    item.focus();
    fireEvent.click(item);
    const dialog = await screen.findByRole("dialog", { name: "Mute Ravi" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const heading = screen.getByRole("heading", { name: "Ravi's profile" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // Focusable for the moment only: Tab order is unchanged once the focus moves on.
    act(() => heading.blur());
    expect(heading.hasAttribute("tabindex")).toBe(false);
  });

  it("no heading either: the main landmark takes it", async () => {
    renderWithProviders(<ProfilePage heading={false} itemStays={false} />);
    const item = screen.getByRole("button", { name: "Mute Ravi…" });
    item.focus();
    fireEvent.click(item);
    await screen.findByRole("dialog", { name: "Mute Ravi" });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("main")));
  });

  it("a dialog with a Radix trigger still gives the focus back to its trigger", async () => {
    render(
      <main>
        <h1>Page</h1>
        <Dialog.Root>
          <Dialog.Trigger>Open settings</Dialog.Trigger>
          <Dialog.Portal>
            <DialogContent aria-describedby={undefined}>
              <Dialog.Title>Settings</Dialog.Title>
              <Dialog.Close>Close</Dialog.Close>
            </DialogContent>
          </Dialog.Portal>
        </Dialog.Root>
      </main>,
    );
    const trigger = screen.getByRole("button", { name: "Open settings" });
    fireEvent.click(trigger);
    await screen.findByRole("dialog", { name: "Settings" });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});

describe("a prompt that is not Radix's gives the focus back too", () => {
  it("the consent question, answered 'Not now', returns the focus to the Save button that asked", async () => {
    render(<JournalPage />);
    const save = screen.getByRole("button", { name: "Save entry" });
    save.focus();
    fireEvent.click(save);
    const question = await screen.findByRole("dialog", { name: /Keep your journal and test results/ });
    await waitFor(() => expect(question.contains(document.activeElement)).toBe(true));
    const notNow = screen.getByRole("button", { name: "Not now" });
    notNow.focus();
    fireEvent.click(notNow);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(save));
  });
});
