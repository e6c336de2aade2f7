import { REPORT_MSG } from "@saathi/contract/safety";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { ReportDialog } from "./report-dialog.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (onOpenChange = vi.fn()) => {
  renderWithProviders(<ReportDialog target={{ type: "post", id: "p-1" }} open onOpenChange={onOpenChange} />);
  return onOpenChange;
};

describe("ReportDialog", () => {
  it("is a labelled dialog with every reason as a radio, and asks for a reason before sending", async () => {
    const calls = fakeApi({});
    open();
    expect(screen.getByRole("dialog", { name: "Report this post" })).toBeTruthy();
    expect(screen.getAllByRole("radio")).toHaveLength(7);
    expect(screen.getByRole("group", { name: "What is wrong?" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please choose a reason");
    expect(calls).toHaveLength(0);
  });

  it("sends the reason and words, then thanks the member at once", async () => {
    const calls = fakeApi({ "POST /api/reports": [201, { id: "r-1", message: REPORT_MSG.thanks }] });
    const onOpenChange = open();
    fireEvent.click(screen.getByRole("radio", { name: "Harassment or bullying" }));
    fireEvent.change(screen.getByLabelText("Anything else we should know? (optional)"), {
      target: { value: "  They keep mocking me  " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect((await screen.findByRole("status")).textContent).toBe(REPORT_MSG.thanks);
    expect(screen.getByRole("dialog", { name: "Thank you" })).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      targetType: "post",
      targetId: "p-1",
      reason: "harassment",
      details: "They keep mocking me",
    });
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows helplines when the reason is a risk of self-harm", () => {
    fakeApi({});
    open();
    fireEvent.click(screen.getByRole("radio", { name: "Risk of self-harm" }));
    expect(screen.getByText(/14416/)).toBeTruthy();
  });

  it("shows the server's refusal and keeps the choice for another try", async () => {
    fakeApi({
      "POST /api/reports": [404, { code: "NOT_FOUND", message: REPORT_MSG.notFound }],
    });
    open();
    fireEvent.click(screen.getByRole("radio", { name: "Spam or scam" }));
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(REPORT_MSG.notFound));
    expect((screen.getByRole("radio", { name: "Spam or scam" }) as HTMLInputElement).checked).toBe(true);
  });
});
