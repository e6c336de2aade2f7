import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { MINI_IPIP_ITEMS } from "./mini-ipip.ts";
import { PersonalityPage } from "./personality-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("personality test page", () => {
  it("insists on every answer, then shows five trait scores and the not-clinical note", () => {
    fakeApi({ "GET /api/me": { user: null, profile: null } });
    renderWithProviders(<PersonalityPage />);
    fireEvent.click(screen.getByRole("button", { name: "See my results" }));
    expect(screen.getByText("Please answer all questions before submitting.")).toBeTruthy();
    // Focus goes to the first unanswered question.
    expect((document.activeElement as HTMLInputElement).name).toBe("ipip-1");

    // The questions: the fieldsets with a legend (the header's language switch is a group too).
    const groups = screen.getAllByRole("group").filter((g) => g.querySelector("legend"));
    expect(groups.map((g) => g.querySelector("legend")?.textContent)).toEqual(
      MINI_IPIP_ITEMS.map((item) => `${item.number}. ${item.text}`),
    );
    for (const group of groups) fireEvent.click(within(group).getByLabelText("Very accurate"));
    fireEvent.click(screen.getByRole("button", { name: "See my results" }));
    expect(screen.getByRole("heading", { name: "Your personality results" })).toBeTruthy();
    const list = within(screen.getByRole("region", { name: "Your personality results" })).getAllByRole("listitem");
    expect(list.map((li) => li.querySelector("h3")?.textContent)).toEqual([
      "Extraversion",
      "Agreeableness",
      "Conscientiousness",
      "Emotional stability",
      "Intellect / Imagination",
    ]);
    // All 5s: E 5+1+5+1 = 12, I 5+1+1+1 = 8, N 12 -> stability 12.
    expect(list[0]?.textContent).toContain("12 out of 20");
    expect(list[4]?.textContent).toContain("8 out of 20");
    expect(screen.getByText(/not a clinical test/)).toBeTruthy();
  });
});
