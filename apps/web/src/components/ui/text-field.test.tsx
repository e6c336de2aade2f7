import { i18n } from "@lingui/core";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TextAreaField } from "./text-area-field.tsx";
import { TextField } from "./text-field.tsx";

afterEach(() => {
  cleanup();
  i18n.load("en", {});
  i18n.activate("en");
});

// Contract messages (zod issues, API errors) use their English text as the catalog id.
const HINDI = { "Enter a valid email address": "कृपया सही ईमेल पता लिखें" };

describe("shared fields show their error in the language shown", () => {
  it("English stays exactly as the contract wrote it", () => {
    render(<TextField label="Email" error="Enter a valid email address" />);
    expect(screen.getByRole("alert").textContent).toBe("Enter a valid email address");
  });

  it("a contract message is translated; text without an entry comes through unchanged", () => {
    i18n.load("hi", HINDI);
    i18n.activate("hi");
    render(
      <>
        <TextField label="Email" error="Enter a valid email address" />
        <TextAreaField label="Bio" error="कुछ और" />
      </>,
    );
    const [email, bio] = screen.getAllByRole("alert");
    expect(email?.textContent).toBe("कृपया सही ईमेल पता लिखें");
    expect(bio?.textContent).toBe("कुछ और");
  });
});
