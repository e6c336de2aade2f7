// A comment the server refused before the crisis check read it (a young person awaiting a guardian's
// consent) is read on its own: words of crisis still bring the writer's crisis card, and stay in the box.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { CommentInput } from "./comment-input.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a refused comment", () => {
  it("shows the crisis card beside the refusal when its words speak of crisis", async () => {
    const consent = "This needs your parent's or guardian's consent first.";
    fakeApi({
      "POST /api/posts/p1/comments": [403, { code: "GUARDIAN_CONSENT_REQUIRED", message: consent }],
      "POST /api/safety/check": { level: "risk" },
      "GET /api/safety/help": { earliest: null },
    });
    renderWithProviders(<CommentInput postId="p1" onAdded={() => {}} />);
    const box = screen.getByLabelText("Comment") as HTMLInputElement;
    fireEvent.change(box, { target: { value: "I want to end it tonight" } });
    fireEvent.submit(box.closest("form") as HTMLFormElement);
    expect(await screen.findByTestId("crisis-card")).toBeTruthy();
    expect(screen.getByText(consent)).toBeTruthy();
    await waitFor(() => expect(box.value).toBe("I want to end it tonight"));
  });
});
