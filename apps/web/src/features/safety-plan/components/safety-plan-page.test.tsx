// The safety plan screen: written step by step, saved as the member moves on, and never losing what
// was typed: a failed save keeps a draft on the phone, which the screen offers again next time.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeCall, fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { keepDraft, readDraft } from "./plan-draft.ts";
import { SafetyPlanPage } from "./safety-plan-page.tsx";

const ME = {
  user: { id: "u1", email: "a@example.com", name: "Asha Rao", role: "user", emailVerified: true, phoneNumber: null },
  profile: null,
};
const EMPTY = {
  warningSigns: [],
  copingAlone: [],
  distractions: [],
  askForHelp: [],
  professionals: [],
  saferSurroundings: [],
};
const saved = (steps: object) => ({
  plan: { steps: { ...EMPTY, ...steps }, updatedAt: new Date().toISOString() },
  expert: null,
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const puts = (calls: FakeCall[]) => calls.filter((c) => c.method === "PUT" && c.url === "/api/safety-plan");

describe("the safety plan screen", () => {
  it("is written one step at a time, saved as the member goes on, with the helplines and their expert suggested", async () => {
    const calls = fakeApi({
      "GET /api/me": ME,
      "GET /api/safety-plan/trusted-contact": { contact: null },
      "GET /api/safety-plan": { plan: null, expert: { name: "Dr Meera Iyer", handle: "meera" } },
      "PUT /api/safety-plan": {
        ...saved({ warningSigns: ["I stop eating"] }),
        expert: { name: "Dr Meera Iyer", handle: "meera" },
      },
    });
    renderWithProviders(<SafetyPlanPage />);
    expect(await screen.findByRole("heading", { name: "My warning signs" })).toBeTruthy();
    expect(screen.getByText("Step 1 of 6")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("My warning signs, line 1"), { target: { value: "  I stop eating " } });
    fireEvent.click(screen.getByRole("button", { name: "Add another line" }));
    fireEvent.change(screen.getByLabelText("My warning signs, line 2"), { target: { value: "I stay in bed" } });
    fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByRole("heading", { name: "Things I can do on my own" })).toBeTruthy();
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]?.body).toEqual({ steps: { ...EMPTY, warningSigns: ["I stop eating", "I stay in bed"] } });
    // Saved: nothing is left waiting on the phone.
    expect(readDraft("u1")).toBeNull();

    for (const title of ["People and places that take my mind off things", "People I can ask for help"]) {
      fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
      expect(await screen.findByRole("heading", { name: title })).toBeTruthy();
    }
    // Moving past steps left as they were sends nothing more.
    expect(puts(calls)).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByRole("heading", { name: "Professionals and helplines" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Tele-MANAS 14416" }));
    fireEvent.click(screen.getByRole("button", { name: "Dr Meera Iyer, my expert on Saathi" }));
    expect((screen.getByLabelText("Professionals and helplines, line 1") as HTMLInputElement).value).toBe(
      "Tele-MANAS 14416",
    );
    expect((screen.getByLabelText("Professionals and helplines, line 2") as HTMLInputElement).value).toBe(
      "Dr Meera Iyer, my expert on Saathi",
    );
    fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByRole("heading", { name: "Making my surroundings safer" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save my plan" }));
    expect(await screen.findByText("Your safety plan is saved.")).toBeTruthy();
    const last = puts(calls).at(-1)?.body as { steps: Record<string, string[]> };
    expect(last.steps.professionals).toEqual(["Tele-MANAS 14416", "Dr Meera Iyer, my expert on Saathi"]);
    // The finished plan reads as six numbered steps, with Print and Edit.
    expect(screen.getByTestId("safety-plan-view").textContent).toContain("I stay in bed");
    expect(screen.getByRole("button", { name: "Print" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit my plan" })).toBeTruthy();
  });

  it("keeps what was typed on the phone when the save fails, says so, and offers it again on return", async () => {
    fakeApi({
      "GET /api/me": ME,
      "GET /api/safety-plan/trusted-contact": { contact: null },
      "GET /api/safety-plan": { plan: null, expert: null },
      "PUT /api/safety-plan": [503, { code: "UNAVAILABLE", message: "Server unavailable" }],
    });
    const first = renderWithProviders(<SafetyPlanPage />);
    fireEvent.change(await screen.findByLabelText("My warning signs, line 1"), {
      target: { value: "I go quiet in class" },
    });
    // Kept on the phone as soon as it is typed, before any save.
    expect(readDraft("u1")?.steps.warningSigns).toEqual(["I go quiet in class"]);
    fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText(/We could not save just now\. What you wrote is kept on this phone/)).toBeTruthy();
    expect(readDraft("u1")?.steps.warningSigns).toEqual(["I go quiet in class"]);
    first.unmount();

    // Next time (the server still has no plan), the screen starts from the draft and says so.
    renderWithProviders(<SafetyPlanPage />);
    expect(await screen.findByText(/You have changes kept on this phone that are not saved yet/)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText("My warning signs, line 1") as HTMLInputElement).value).toBe("I go quiet in class"),
    );
  });

  it("stops saying a draft is unsaved once the server has it", async () => {
    keepDraft("u1", { ...EMPTY, warningSigns: ["I go quiet in class"] });
    fakeApi({
      "GET /api/me": ME,
      "GET /api/safety-plan/trusted-contact": { contact: null },
      "GET /api/safety-plan": { plan: null, expert: null },
      "PUT /api/safety-plan": saved({ warningSigns: ["I go quiet in class"] }),
    });
    renderWithProviders(<SafetyPlanPage />);
    expect(await screen.findByText(/You have changes kept on this phone that are not saved yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByRole("heading", { name: "Things I can do on my own" })).toBeTruthy();
    expect(readDraft("u1")).toBeNull();
    expect(screen.queryByText(/You have changes kept on this phone that are not saved yet/)).toBeNull();
  });

  it("shows a saved plan to read, and refuses more than 10 lines in a step", async () => {
    fakeApi({
      "GET /api/me": ME,
      "GET /api/safety-plan/trusted-contact": { contact: null },
      "GET /api/safety-plan": saved({ copingAlone: ["a walk"] }),
    });
    renderWithProviders(<SafetyPlanPage />);
    expect(await screen.findByTestId("safety-plan-view")).toBeTruthy();
    expect(screen.getByText("a walk")).toBeTruthy();
    expect(screen.getAllByText("Nothing here yet.")).toHaveLength(5);
    fireEvent.click(screen.getByRole("button", { name: "Edit my plan" }));
    for (let i = 1; i < 10; i++) fireEvent.click(screen.getByRole("button", { name: "Add another line" }));
    expect(screen.getAllByLabelText(/^My warning signs, line/)).toHaveLength(10);
    expect(screen.queryByRole("button", { name: "Add another line" })).toBeNull();
    expect(screen.getByText("That is the most one step can hold.")).toBeTruthy();
  });
});
