// A post that speaks of crisis is still posted, and the composer shows the crisis card
// instead of closing; a post held for review says it will appear after a quick review.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useRef, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { ComposeDialog } from "./compose-dialog.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved = { id: "p1", content: "x", mediaUrls: [], createdAt: "", updatedAt: "" };

async function postText(text: string) {
  fireEvent.change(screen.getByLabelText("Post text"), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Post" }));
}

/** The feed's 'Share your thoughts...' prompt, opening the composer as the feed does. */
function Opener() {
  const [open, setOpen] = useState(false);
  const prompt = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={prompt} type="button" onClick={() => setOpen(true)}>
        Share your thoughts...
      </button>
      <ComposeDialog open={open} onOpenChange={setOpen} returnFocusTo={prompt} />
    </>
  );
}

describe("compose dialog and the crisis card", () => {
  it("after a crisis post the card shows at once; 'I'm safe right now' closes the composer", async () => {
    const calls = fakeApi({
      "POST /api/posts": { ...saved, crisis: { level: "risk" } },
      "GET /api/safety/help": { earliest: null },
    });
    const onOpenChange = vi.fn();
    renderWithProviders(<ComposeDialog open onOpenChange={onOpenChange} />);
    await postText("I want to die");
    expect(await screen.findByTestId("crisis-card")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST" && c.url === "/api/posts")).toBe(true);
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "I'm safe right now" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("an ordinary post closes the composer", async () => {
    fakeApi({ "POST /api/posts": { ...saved, crisis: { level: "none" } } });
    const onOpenChange = vi.fn();
    renderWithProviders(<ComposeDialog open onOpenChange={onOpenChange} />);
    await postText("Lovely walk today");
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.queryByTestId("crisis-card")).toBeNull();
  });

  it("a post held by a watched word says it will appear after review", async () => {
    fakeApi({ "POST /api/posts": { ...saved, crisis: { level: "none" }, held: true } });
    renderWithProviders(<ComposeDialog open onOpenChange={() => {}} />);
    await postText("free crypto tips");
    expect(await screen.findByText(/will appear after a quick review/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Done" })).toBeTruthy();
  });

  it("a post refused for a guardian's consent still shows the crisis card when its words speak of crisis", async () => {
    const consent =
      "This needs your parent's or guardian's consent first. Ask them to open the link we sent them; until then you can read and use the free tools.";
    const calls = fakeApi({
      "POST /api/posts": [403, { code: "GUARDIAN_CONSENT_REQUIRED", message: consent }],
      "POST /api/safety/check": { level: "risk" },
      "GET /api/safety/help": { earliest: null },
    });
    renderWithProviders(<ComposeDialog open onOpenChange={() => {}} />);
    await postText("I want to die tonight");
    expect(await screen.findByTestId("crisis-card")).toBeTruthy();
    expect(screen.getByText(consent)).toBeTruthy();
    // Checked only to show the card; the words stay in the box.
    expect(calls.find((c) => c.url === "/api/safety/check")?.body).toEqual({ text: "I want to die tonight" });
    expect((screen.getByLabelText("Post text") as HTMLTextAreaElement).value).toBe("I want to die tonight");
  });

  it("an ordinary refused post shows the refusal alone", async () => {
    fakeApi({
      "POST /api/posts": [403, { code: "GUARDIAN_CONSENT_REQUIRED", message: "Needs consent." }],
      "POST /api/safety/check": { level: "none" },
    });
    renderWithProviders(<ComposeDialog open onOpenChange={() => {}} />);
    await postText("exams next week");
    expect(await screen.findByText("Needs consent.")).toBeTruthy();
    expect(screen.queryByTestId("crisis-card")).toBeNull();
  });

  it("gives the focus back to what opened it when it closes (Escape), not to the page", async () => {
    fakeApi({});
    renderWithProviders(<Opener />);
    const prompt = await screen.findByRole("button", { name: "Share your thoughts..." });
    prompt.focus();
    fireEvent.click(prompt);
    const text = await screen.findByLabelText("Post text");
    fireEvent.keyDown(text, { key: "Escape" });
    await waitFor(() => expect(screen.queryByLabelText("Post text")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(prompt));
  });
});
