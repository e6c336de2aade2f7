import { describe, expect, it } from "vitest";

// Decision 018: one set of auth fields, one Questionnaire, one LoadMoreButton.
// These checks fail when a feature spells one of those blocks again instead of using the shared one.
const sources = import.meta.glob<string>(["/src/**/*.{ts,tsx}", "!/src/**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Files (outside the allowed ones) whose source matches `pattern`. */
function offenders(pattern: RegExp, allowed: string[]): string[] {
  return Object.entries(sources)
    .filter(([path, text]) => !allowed.some((a) => path === `/src/${a}`) && pattern.test(text))
    .map(([path]) => path);
}

describe("shared form blocks are not copied into features", () => {
  it("reads the web sources", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it("an email or password input is EmailField / PasswordField (components/forms/auth-fields.tsx)", () => {
    expect(offenders(/type="password"|autoComplete="email"/, ["components/forms/auth-fields.tsx"])).toEqual([]);
  });

  it("'Please answer all questions' is said only by the Questionnaire", () => {
    expect(offenders(/ASSESSMENT_MSG\.answerAll|useAllAnswered\(/, ["components/forms/questionnaire.tsx"])).toEqual([]);
  });

  it("a review's 1-5 stars are ReviewFields (components/forms/review-fields.tsx)", () => {
    expect(offenders(/one="# star"/, ["components/forms/review-fields.tsx"])).toEqual([]);
  });

  it("a 'Load more' button is LoadMoreButton", () => {
    expect(offenders(/>\s*Load more\s*</, ["components/ui/load-more-button.tsx"])).toEqual([]);
  });
});
