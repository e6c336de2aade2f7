import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { CourseEditorPage } from "./course-editor-page.tsx";
import { rupeesToPaise } from "./course-fields-form.tsx";
import { CoursesPage } from "./courses-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const course = {
  id: "22222222-2222-4222-8222-222222222222",
  name: "Sleep Better",
  description: "Small steps to better nights.",
  category: "Sleep",
  price: 29_900,
  isPaid: true,
  isPublished: false,
  thumbnailUrl: null,
  lessonCount: 1,
  updatedAt: "2026-11-20T10:00:00.000Z",
};
const detail = {
  ...course,
  categories: ["Sleep", "Anxiety"],
  modules: [
    {
      id: "33333333-3333-4333-8333-333333333333",
      title: "Wind down",
      description: "",
      position: 1,
      lessons: [
        {
          id: "44444444-4444-4444-8444-444444444444",
          name: "Breathing",
          description: "",
          position: 1,
          durationSeconds: 300,
          mediaKind: "audio",
          hasMedia: false,
        },
      ],
    },
  ],
};

describe("rupeesToPaise", () => {
  it("reads rupees and paise, refuses anything else", () => {
    expect(rupeesToPaise("499")).toBe(49_900);
    expect(rupeesToPaise("1,499.50")).toBe(149_950);
    expect(rupeesToPaise("")).toBe(0);
    expect(rupeesToPaise("4.999")).toBeNull();
    expect(rupeesToPaise("-5")).toBeNull();
  });
});

describe("CoursesPage", () => {
  it("lists drafts and published courses, and creates a course in paise", async () => {
    const calls = fakeApi({
      "GET /api/admin/courses": { rows: [course], total: 1, page: 1, pageSize: 25 },
      "POST /api/admin/courses": detail,
    });
    renderWithProviders(<CoursesPage />, "/admin/courses");
    expect(await screen.findByRole("link", { name: "Sleep Better" })).toBeTruthy();
    expect(screen.getByText("Draft")).toBeTruthy();
    expect(screen.getByText("₹299")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New course" }));
    fireEvent.click(screen.getByRole("button", { name: "Create course" }));
    expect(await screen.findByText("Please enter a name")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Calm mornings" } });
    fireEvent.change(screen.getByLabelText("Description"), { target: { value: "Ten quiet minutes." } });
    fireEvent.change(screen.getByLabelText("Price in rupees (0 = free)"), { target: { value: "199.50" } });
    fireEvent.click(screen.getByRole("button", { name: "Create course" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Calm mornings",
      description: "Ten quiet minutes.",
      category: null,
      price: 19_950,
    });
  });
});

describe("CourseEditorPage", () => {
  it("shows the course, its modules and lessons, and publishes", async () => {
    const calls = fakeApi({
      "GET /api/admin/courses/": detail,
      "POST /api/admin/courses/": [
        409,
        { code: "NOTHING_TO_PLAY", message: "Add at least one lesson with media before publishing." },
      ],
    });
    renderWithProviders(<CourseEditorPage />);
    expect(await screen.findByRole("heading", { name: "Sleep Better", level: 1 })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Module 1: Wind down" })).toBeTruthy();
    expect((screen.getByLabelText("Lesson 1 name") as HTMLInputElement).value).toBe("Breathing");
    expect(screen.getByText(/No media yet/)).toBeTruthy();
    expect(screen.getByLabelText("Upload media")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Add at least one lesson with media before publishing.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.url).toMatch(/\/publish$/);
  });
});
