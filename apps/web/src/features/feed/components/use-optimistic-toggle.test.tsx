import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ToggleState, useOptimisticToggle } from "./use-optimistic-toggle.ts";

function Toggle({ send }: { send(next: boolean): Promise<ToggleState> }) {
  const [state, toggle] = useOptimisticToggle({ on: false, count: 3 }, send);
  return (
    <button type="button" aria-pressed={state.on} onClick={toggle}>
      {state.count}
    </button>
  );
}

/** A promise and the handles to settle it later. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("useOptimisticToggle", () => {
  afterEach(cleanup);

  it("moves at once, then takes the server's figure", async () => {
    const answer = deferred<ToggleState>();
    render(<Toggle send={() => answer.promise} />);
    const button = screen.getByRole("button");
    fireEvent.click(button);
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(button.textContent).toBe("4");
    await act(async () => answer.resolve({ on: true, count: 9 }));
    expect(button.textContent).toBe("9");
  });

  it("goes back when the server says no, and ignores a second tap while the first is on its way", async () => {
    const answer = deferred<ToggleState>();
    const send = vi.fn(() => answer.promise);
    render(<Toggle send={send} />);
    const button = screen.getByRole("button");
    fireEvent.click(button);
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => answer.reject(new Error("no")));
    expect(button.getAttribute("aria-pressed")).toBe("false");
    expect(button.textContent).toBe("3");
  });
});
