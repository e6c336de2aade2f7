// Course categories arrive as their stored English names (the seed's fixed ones, or one staff typed). In
// Hindi the fixed ones read in Hindi through the catalog, by key; any other shows as stored. Filtering
// still works on the category's id.
import { i18n, type Messages } from "@lingui/core";
import { COURSE_CATEGORIES, type CourseCard } from "@saathi/contract/courses";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { courseCategoryName } from "../../../lib/i18n/course-category.ts";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { CourseListPage } from "./course-list-page.tsx";

const catalogs = import.meta.glob<{ messages: Messages }>(
  ["../locales/hi.po", "../../../locales/shell/hi.po", "../../../../../../packages/contract/src/locales/hi.po"],
  { eager: true },
);
const hindi = Object.assign({}, ...Object.values(catalogs).map((c) => c.messages));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  i18n.activate("en");
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const categories = [
  { id: id(1), name: "Anxiety" },
  { id: id(2), name: "Mindfulness" },
  { id: id(3), name: "Sleep" },
  { id: id(4), name: "Stress" },
  // A category staff typed in the console: no translation, shown as stored.
  { id: id(5), name: "Exam prep" },
];
const card = (n: number, name: string, categoryId: string): CourseCard => ({
  id: id(100 + n),
  name,
  description: "",
  thumbnailUrl: null,
  price: 0,
  isPaid: false,
  categoryId,
  tagIds: [],
  owned: true,
});

function hindiOn() {
  i18n.load("hi", hindi);
  i18n.activate("hi");
}

describe("course categories in Hindi", () => {
  it("the course list's filters read in Hindi; an unknown category as stored; a filter still picks its courses", async () => {
    hindiOn();
    fakeApi({
      "GET /api/courses": {
        courses: [card(1, "Calm Foundations", id(2)), card(2, "Anxiety at Work", id(1))],
        categories,
        tags: [],
      },
    });
    renderWithProviders(<CourseListPage />);
    for (const name of ["चिंता", "माइंडफ़ुलनेस", "नींद", "तनाव", "Exam prep"])
      expect(await screen.findByRole("button", { name })).toBeTruthy();
    for (const name of ["Anxiety", "Mindfulness", "Sleep", "Stress"])
      expect(screen.queryByRole("button", { name })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "माइंडफ़ुलनेस" }));
    expect(screen.getByRole("button", { name: "माइंडफ़ुलनेस" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("Calm Foundations")).toBeTruthy();
    expect(screen.queryByText("Anxiety at Work")).toBeNull();
  });

  it("every fixed category has a Hindi name; other names, even words the catalog knows, stay as stored", () => {
    hindiOn();
    for (const c of COURSE_CATEGORIES) expect(courseCategoryName(c), c).toMatch(/^[\u0900-\u097F ]+$/);
    expect(COURSE_CATEGORIES.map(courseCategoryName)).toEqual(["चिंता", "माइंडफ़ुलनेस", "नींद", "तनाव"]);
    expect(courseCategoryName("Exam prep")).toBe("Exam prep");
    // "Mild" is a word of the catalog, not a category: a category staff named so is not translated.
    const word = "Mild";
    expect(i18n._(word)).not.toBe(word);
    expect(courseCategoryName(word)).toBe(word);
    i18n.activate("en");
    expect(courseCategoryName("Mindfulness")).toBe("Mindfulness");
  });
});
