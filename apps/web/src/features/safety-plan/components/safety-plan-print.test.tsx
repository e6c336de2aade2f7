// The plan as read and as printed always carries Saathi's helplines under step 5 (professionals and
// helplines), even when the member wrote nothing there: a plan printed in a hard moment must have numbers
// to call. The same helplines as the crisis card (Childline 1098 first for a member under 18), in the
// language shown, and never hidden from print.
import { i18n, type Messages } from "@lingui/core";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { PRINT_CSS, SafetyPlanPage } from "./safety-plan-page.tsx";

const catalogs = import.meta.glob<{ messages: Messages }>(
  ["../locales/hi.po", "../../../locales/shell/hi.po", "../../../../../../packages/contract/src/locales/hi.po"],
  { eager: true },
);
const hindi = Object.assign({}, ...Object.values(catalogs).map((c) => c.messages));

const me = (ageBand: "13-17" | "18+") => ({
  user: { id: "u1", email: "a@example.com", name: "Asha Rao", role: "user", emailVerified: true, phoneNumber: null },
  profile: { ageBand },
});
const EMPTY = {
  warningSigns: [],
  copingAlone: [],
  distractions: [],
  askForHelp: [],
  professionals: [],
  saferSurroundings: [],
};
const savedPlan = (steps: object) => ({
  plan: { steps: { ...EMPTY, ...steps }, updatedAt: new Date().toISOString() },
  expert: null,
});

function serve(ageBand: "13-17" | "18+", steps: object) {
  fakeApi({
    "GET /api/me": me(ageBand),
    "GET /api/safety-plan/trusted-contact": { contact: null },
    "GET /api/safety-plan": savedPlan(steps),
  });
}

/** Step 5 of the plan as read (and printed). */
async function stepFive() {
  const view = await screen.findByTestId("safety-plan-view");
  const step = view.querySelector<HTMLElement>("[data-step='professionals']");
  if (!step) throw new Error("no step 5");
  return step;
}

const numbers = (el: HTMLElement) =>
  within(el)
    .getAllByRole("link")
    .map((a) => a.getAttribute("href"));

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  i18n.activate("en");
});

describe("the safety plan's helplines", () => {
  it("step 5 left empty still shows Saathi's helplines, inside what prints and never hidden from it", async () => {
    serve("18+", { warningSigns: ["I stop eating"] });
    renderWithProviders(<SafetyPlanPage />);
    const step = await stepFive();
    expect(within(step).getByText("Nothing here yet.")).toBeTruthy();
    const helplines = within(step).getByTestId("plan-helplines");
    expect(within(helplines).getByText("Helplines, free and open day and night")).toBeTruthy();
    expect(numbers(helplines)).toEqual(["tel:14416", "tel:18008914416", "tel:18005990019"]);
    // Printing shows [data-print-area] alone and drops [data-print-hide]: the helplines are in the one,
    // in no part of the other, and no print-only class hides them.
    expect(helplines.closest("[data-print-area]")).not.toBeNull();
    expect(helplines.closest("[data-print-hide]")).toBeNull();
    for (let el: HTMLElement | null = helplines; el; el = el.parentElement)
      expect(el.className).not.toMatch(/print:hidden/);
    expect(PRINT_CSS).toContain("[data-print-area], [data-print-area] * { visibility: visible !important; }");
    // One helplines block on the screen as read: the one in the plan.
    expect(screen.getAllByRole("list", { name: "Helplines" })).toHaveLength(1);
  });

  it("sits under the member's own lines in step 5", async () => {
    serve("18+", { professionals: ["Dr Meera, 98xxxxxx10"] });
    renderWithProviders(<SafetyPlanPage />);
    const step = await stepFive();
    expect(within(step).getByText("Dr Meera, 98xxxxxx10")).toBeTruthy();
    expect(within(step).queryByText("Nothing here yet.")).toBeNull();
    expect(numbers(within(step).getByTestId("plan-helplines"))).toContain("tel:14416");
  });

  it("for a member under 18, Childline 1098 comes first, as on the crisis card", async () => {
    serve("13-17", {});
    renderWithProviders(<SafetyPlanPage />);
    const step = await stepFive();
    // The minor's session is read once /api/me answers.
    await vi.waitFor(() => expect(numbers(within(step).getByTestId("plan-helplines"))[0]).toBe("tel:1098"));
    const hrefs = numbers(within(step).getByTestId("plan-helplines"));
    expect(hrefs.indexOf("tel:1098")).toBeLessThan(hrefs.indexOf("tel:14416"));
  });

  it("reads in Hindi when the app is in Hindi", async () => {
    i18n.load("hi", hindi);
    i18n.activate("hi");
    serve("18+", {});
    renderWithProviders(<SafetyPlanPage />);
    const helplines = within(await stepFive()).getByTestId("plan-helplines");
    expect(within(helplines).getByText("हेल्पलाइन, मुफ़्त और दिन-रात खुली")).toBeTruthy();
    const note = "24×7, free, in many Indian languages";
    expect(i18n._(note)).not.toBe(note);
    expect(helplines.textContent).toContain(i18n._(note));
    expect(helplines.textContent).not.toContain(note);
  });
});
