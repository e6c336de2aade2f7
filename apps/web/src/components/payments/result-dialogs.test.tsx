// The payment outcome dialogs open from a payment, not from a button of their own: closing them
// ('Try Again', 'Close') gives the focus back to what started the payment, never to the page.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useRef, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { BookingFailureDialog, BookingSuccessDialog } from "./result-dialogs.tsx";

afterEach(cleanup);

/** 'Book your slot now' and a payment that fails or succeeds at once. */
function Booking({ outcome }: { outcome: "failure" | "success" }) {
  const [state, setState] = useState<"idle" | "failure" | "success">("idle");
  const book = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={book} type="button" onClick={() => setState(outcome)}>
        Book your slot now
      </button>
      <BookingFailureDialog
        message={state === "failure" ? "Payment cancelled by user" : null}
        onRetry={() => setState("idle")}
        returnFocusTo={book}
      />
      <BookingSuccessDialog
        startsAt={state === "success" ? "2026-12-02T04:30:00.000Z" : null}
        expertName="Kavya Sharma"
        onClose={() => setState("idle")}
        returnFocusTo={book}
      />
    </>
  );
}

describe("payment outcome dialogs", () => {
  it.each([
    ["failure", "Try Again"],
    ["success", "Close"],
  ] as const)("after a %s, '%s' gives the focus back to 'Book your slot now'", async (outcome, closer) => {
    renderWithProviders(<Booking outcome={outcome} />);
    const book = await screen.findByRole("button", { name: "Book your slot now" });
    book.focus();
    fireEvent.click(book);
    fireEvent.click(await screen.findByRole("button", { name: closer }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(book));
  });
});
