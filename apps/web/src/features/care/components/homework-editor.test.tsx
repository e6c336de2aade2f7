// The counsellor assigns homework from real lists: a Health Bot flow from the bot's flows, a course
// lesson by choosing a course and then one of its lessons (no ids to type), with loading, empty and
// error states.
import type { CareHomework } from "@saathi/contract/care-plan";
import { HEALTHBOT_TOPIC_TEXT } from "@saathi/contract/healthbot";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { HomeworkEditor } from "./homework-editor.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const L = "11111111-1111-4111-8111-111111111111";
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const card = (n: number, name: string) => ({
  id: id(n),
  name,
  description: "",
  thumbnailUrl: null,
  price: 0,
  isPaid: false,
  categoryId: null,
  tagIds: [],
  owned: false,
});
const lesson = (n: number, name: string) => ({
  id: id(n),
  name,
  description: "",
  mediaUrl: null,
  mediaKind: "audio" as const,
  durationSeconds: null,
});
const list = { courses: [card(1, "Calm in exams"), card(2, "Sleep better")], categories: [], tags: [] };
const detail = {
  ...card(1, "Calm in exams"),
  introVideoUrl: null,
  modules: [
    { id: id(10), title: "Noticing worry", description: "", lessons: [lesson(11, "What worry does")] },
    {
      id: id(20),
      title: "Working with worry",
      description: "",
      lessons: [lesson(21, "Worry time"), lesson(22, "The 5-minute start")],
    },
  ],
};
const assigned: CareHomework = {
  id: id(90),
  linkId: L,
  kind: "course_lesson",
  ref: `${id(1)}:${id(22)}`,
  instructions: "",
  dueDate: "2099-01-01",
  status: "assigned",
  memberNote: null,
  doneAt: null,
  createdAt: "2026-11-28T10:00:00.000Z",
  open: null,
};

const editor = () => renderWithProviders(<HomeworkEditor linkId={L} homework={[]} canWrite />);

describe("assigning homework from real lists", () => {
  it("a course lesson is chosen as course, then lesson (grouped by module), and sent as courseId:lessonId", async () => {
    const calls = fakeApi({
      "GET /api/courses": list,
      [`GET /api/courses/${id(1)}`]: detail,
      [`POST /api/care/links/${L}/homework`]: assigned,
      [`GET /api/care/links/${L}/plan`]: {},
    });
    editor();
    fireEvent.change(screen.getByLabelText("Kind of homework"), { target: { value: "course_lesson" } });
    expect(screen.queryByLabelText(/course id/i)).toBeNull();
    const course = (await screen.findByLabelText("Course")) as HTMLSelectElement;
    const lessonBox = screen.getByLabelText("Lesson") as HTMLSelectElement;
    expect(lessonBox.disabled).toBe(true);
    expect(
      within(course)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a course", "Calm in exams", "Sleep better"]);
    fireEvent.change(course, { target: { value: id(1) } });
    await waitFor(() => expect(lessonBox.disabled).toBe(false));
    const groups = lessonBox.querySelectorAll("optgroup");
    expect([...groups].map((g) => g.label)).toEqual(["Module 1: Noticing worry", "Module 2: Working with worry"]);
    expect(
      within(groups[1] as HTMLElement)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Lesson 1 · Worry time", "Lesson 2 · The 5-minute start"]);
    fireEvent.change(lessonBox, { target: { value: id(22) } });
    fireEvent.click(screen.getByRole("button", { name: "Assign homework" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      kind: "course_lesson",
      ref: `${id(1)}:${id(22)}`,
    });
  });

  it("the lesson list needs a course first, and says when the courses cannot load or there are none", async () => {
    fakeApi({ "GET /api/courses": [503, { code: "UNAVAILABLE", message: "Please try again in a moment." }] });
    editor();
    fireEvent.change(screen.getByLabelText("Kind of homework"), { target: { value: "course_lesson" } });
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the courses.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();

    fakeApi({ "GET /api/courses": { courses: [], categories: [], tags: [] } });
    editor();
    fireEvent.change(screen.getByLabelText("Kind of homework"), { target: { value: "course_lesson" } });
    expect(await screen.findByText("There are no courses yet, so a lesson cannot be chosen.")).toBeTruthy();
  });

  it("a Health Bot flow is chosen from the bot's own flows", () => {
    fakeApi({});
    editor();
    const flow = screen.getByLabelText("Conversation") as HTMLSelectElement;
    expect(
      within(flow)
        .getAllByRole("option")
        .map((o) => o.getAttribute("value")),
    ).toEqual(Object.keys(HEALTHBOT_TOPIC_TEXT));
  });

  it("an assigned lesson is named by its course and lesson, not by ids", async () => {
    fakeApi({ [`GET /api/courses/${id(1)}`]: detail });
    renderWithProviders(<HomeworkEditor linkId={L} homework={[assigned]} canWrite={false} />);
    expect(await screen.findByText("Calm in exams · The 5-minute start")).toBeTruthy();
    expect(screen.queryByText(new RegExp(id(22)))).toBeNull();
  });
});
