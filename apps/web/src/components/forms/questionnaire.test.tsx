import { ASSESSMENT_MSG } from "@saathi/contract/assessments";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Questionnaire } from "./questionnaire.tsx";

afterEach(cleanup);

const SCALE = [
  { value: 0, label: "No" },
  { value: 1, label: "Yes" },
] as const;
const ITEMS = [
  { key: "a", text: "Slept well?" },
  { key: "b", text: "Ate well?" },
  { key: "c", text: "Pick a colour", choices: [{ value: 7, label: "Blue" }] },
];

describe("Questionnaire", () => {
  it("refuses a submit with answers missing: says so, marks each one and focuses the first", () => {
    const onSubmit = vi.fn();
    render(
      <Questionnaire<number> items={ITEMS} scale={SCALE} namePrefix="q-" submitLabel="Done" onSubmit={onSubmit} />,
    );
    const groups = screen.getAllByRole("group");
    expect(groups.map((g) => g.querySelector("legend")?.textContent)).toEqual([
      "1. Slept well?",
      "2. Ate well?",
      "3. Pick a colour",
    ]);
    fireEvent.click(screen.getAllByLabelText("Yes")[1] as HTMLElement);
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(ASSESSMENT_MSG.answerAll)).toBeTruthy();
    expect(screen.getAllByText("Please choose an answer.")).toHaveLength(2);
    expect((document.activeElement as HTMLInputElement).name).toBe("q-a");

    fireEvent.click(screen.getAllByLabelText("No")[0] as HTMLElement);
    fireEvent.click(screen.getByLabelText("Blue"));
    expect(screen.queryByText(ASSESSMENT_MSG.answerAll)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(onSubmit).toHaveBeenCalledWith([0, 1, 7]);
  });

  it("per-option labelling names each radio with its question; without pointing it only marks the border", () => {
    render(
      <Questionnaire<number>
        items={ITEMS.slice(0, 2)}
        scale={SCALE}
        labelling="per-option"
        pointAtMissing={false}
        afterItem={(i, answers) => (i === 1 && answers[1] === 1 ? <p>Extra help</p> : null)}
        submitLabel="Submit"
        busyText="Scoring..."
        error="Could not save"
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByRole("group", { name: "Question 2" })).toBeTruthy();
    expect(screen.getByText("Could not save")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText(ASSESSMENT_MSG.answerAll)).toBeTruthy();
    expect(screen.queryByText("Please choose an answer.")).toBeNull();
    expect(document.activeElement).toBe(document.body);
    expect(screen.queryByText("Extra help")).toBeNull();
    fireEvent.click(screen.getByLabelText("Ate well?: Yes"));
    expect(screen.getByText("Extra help")).toBeTruthy();
  });

  it("while busy the submit button is disabled and shows its busy text", () => {
    render(
      <Questionnaire items={ITEMS} scale={SCALE} submitLabel="Submit" busy busyText="Scoring..." onSubmit={() => {}} />,
    );
    const button = screen.getByRole("button", { name: "Scoring..." }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
  });
});
