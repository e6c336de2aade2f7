// The "Helpful" toggle on a post card: pressed state for screen readers, the count moves at
// once and goes back when the server says no, a second tap while the first is on its way is ignored,
// and one's own post shows only the count.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HelpfulButton } from "./helpful-button.tsx";

afterEach(cleanup);

const button = () => screen.getByRole("button", { name: /^Helpful/ });

describe("the Helpful toggle", () => {
  it("marks at once, then shows what the server says", async () => {
    let answer!: (v: { markedHelpful: boolean; helpfulCount: number }) => void;
    const onToggle = vi.fn(() => new Promise<{ markedHelpful: boolean; helpfulCount: number }>((r) => (answer = r)));
    render(<HelpfulButton marked={false} count={2} own={false} onToggle={onToggle} />);
    expect(button().getAttribute("aria-pressed")).toBe("false");
    expect(button().textContent).toBe("Helpful 2");
    fireEvent.click(button());
    expect(button().getAttribute("aria-pressed")).toBe("true");
    expect(button().textContent).toBe("Helpful 3");
    fireEvent.click(button()); // ignored while the first is on its way
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(onToggle).toHaveBeenCalledWith(true);
    answer({ markedHelpful: true, helpfulCount: 5 });
    await waitFor(() => expect(button().textContent).toBe("Helpful 5"));
    expect(button().className).toContain("min-h-11");
  });

  it("goes back when the server says no", async () => {
    const onToggle = vi.fn(async () => {
      throw new Error("offline");
    });
    render(<HelpfulButton marked count={4} own={false} onToggle={onToggle} />);
    fireEvent.click(button());
    expect(button().getAttribute("aria-pressed")).toBe("false");
    await waitFor(() => expect(button().getAttribute("aria-pressed")).toBe("true"));
    expect(button().textContent).toBe("Helpful 4");
    expect(onToggle).toHaveBeenCalledWith(false);
  });

  it("on one's own post: the count only, no toggle (and nothing when nobody marked it)", () => {
    const { rerender } = render(<HelpfulButton marked={false} count={3} own onToggle={vi.fn()} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("Marked helpful by 3")).toBeTruthy();
    rerender(<HelpfulButton key="none" marked={false} count={0} own onToggle={vi.fn()} />);
    expect(screen.queryByText(/Marked helpful/)).toBeNull();
  });
});
