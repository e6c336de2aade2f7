// /wellness/wellnessList/:courseId?lesson=<id> (a counsellor's course-lesson homework): the page opens on
// that lesson's module with the lesson open and focused; an unknown lesson leaves the page as it opens.
import type { CourseDetail } from "@saathi/contract/courses";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/render.tsx";
import { CourseDetailPage } from "./course-detail-page.tsx";

const scrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  cleanup();
  vi.unstubAllGlobals();
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const lesson = (n: number, name: string) => ({
  id: id(n),
  name,
  description: `About ${name}`,
  mediaUrl: null,
  mediaKind: "audio" as const,
  durationSeconds: 300,
});
const course: CourseDetail = {
  id: id(1),
  name: "Calm in exams",
  description: "Four weeks of small steps.",
  thumbnailUrl: null,
  price: 0,
  isPaid: false,
  categoryId: null,
  tagIds: [],
  owned: true,
  introVideoUrl: null,
  modules: [
    {
      id: id(10),
      title: "Noticing worry",
      description: "",
      lessons: [lesson(11, "What worry does"), lesson(12, "Naming it")],
    },
    {
      id: id(20),
      title: "Working with worry",
      description: "",
      lessons: [lesson(21, "Worry time"), lesson(22, "The 5-minute start"), lesson(23, "Sleep before exams")],
    },
  ],
};

function open(path: string) {
  fakeApi({ [`GET /api/courses/${course.id}`]: course });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/wellness/wellnessList/:courseId", element: <CourseDetailPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
const base = `/wellness/wellnessList/${course.id}`;

describe("a course opened at one lesson", () => {
  it("opens the lesson's module with that lesson open, in view and focused", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    open(`${base}?lesson=${id(22)}`);
    const module = await screen.findByRole("region", { name: "Working with worry" });
    expect(screen.getByRole("tab", { name: "Module 2" }).getAttribute("aria-selected")).toBe("true");
    const trigger = within(module).getByRole("button", { name: /The 5-minute start/ });
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(
      within(module)
        .getByRole("button", { name: /Worry time/ })
        .getAttribute("aria-expanded"),
    ).toBe("false");
    expect(within(module).getByText("About The 5-minute start")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(scrolled).toHaveBeenCalled();
  });

  it("an unknown lesson opens the course as always, with no error", async () => {
    open(`${base}?lesson=${id(99)}`);
    expect(await screen.findByRole("tab", { name: "Introduction" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Introduction" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("Four weeks of small steps.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("without a lesson opens on the introduction", async () => {
    open(base);
    expect(await screen.findByRole("tab", { name: "Introduction" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Introduction" }).getAttribute("aria-selected")).toBe("true");
  });
});
