import { INSTRUMENTS } from "@saathi/contract/assessments";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { InstrumentForm } from "./instrument-form.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const choose = (item: string, option: string) => fireEvent.click(screen.getByLabelText(`${item}: ${option}`));

describe("instrument form", () => {
  it("refuses to submit until every question is answered, then sends the answer values in order", () => {
    fakeApi({ "GET /api/me": { user: null, profile: null } });
    const onSubmit = vi.fn();
    renderWithProviders(<InstrumentForm instrument={INSTRUMENTS.gad7} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole("button", { name: "Submit Test" }));
    expect(screen.getByText("Please answer all questions before submitting.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    const values = ["Not at all", "Several days", "More than half the days", "Nearly every day"];
    INSTRUMENTS.gad7.items.forEach((item, i) => {
      choose(item.text, values[i % 4] as string);
    });
    fireEvent.click(screen.getByRole("button", { name: "Submit Test" }));
    expect(onSubmit).toHaveBeenCalledWith([0, 1, 2, 3, 0, 1, 2]);
  });

  it("shows the helpline the moment PHQ-9's ninth answer is above zero, and hides it again at zero", () => {
    fakeApi({ "GET /api/me": { user: null, profile: null } });
    renderWithProviders(<InstrumentForm instrument={INSTRUMENTS.phq9} onSubmit={() => {}} />);
    const ninth = INSTRUMENTS.phq9.items[8]?.text ?? "";
    expect(screen.queryByRole("link", { name: "Call Tele-MANAS 14416" })).toBeNull();
    choose(ninth, "Several days");
    expect(screen.getByRole("link", { name: "Call Tele-MANAS 14416" }).getAttribute("href")).toBe("tel:14416");
    choose(ninth, "Not at all");
    expect(screen.queryByRole("link", { name: "Call Tele-MANAS 14416" })).toBeNull();
    // Other items never trigger it.
    choose(INSTRUMENTS.phq9.items[1]?.text ?? "", "Nearly every day");
    expect(screen.queryByRole("link", { name: "Call Tele-MANAS 14416" })).toBeNull();
  });
});
