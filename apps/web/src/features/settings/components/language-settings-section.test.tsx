import { i18n, type Messages } from "@lingui/core";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { LanguageSettingsSection } from "./language-settings-section.tsx";

// The real Hindi catalog of this feature (compiled from the .po by the Lingui plugin); English stays
// the source text, as in every other test.
vi.mock("../../../lib/i18n/catalogs.ts", async () => {
  const [loadHindi] = Object.values(import.meta.glob<{ messages: Messages }>("../locales/hi.po"));
  const hi = loadHindi ? (await loadHindi()).messages : {};
  return { loadAppMessages: async (locale: string) => (locale === "hi" ? hi : {}) };
});

afterEach(() => {
  cleanup();
  i18n.load("en", {});
  i18n.activate("en");
  document.documentElement.lang = "en";
});

describe("Language and region in settings", () => {
  it("offers both languages and switches the section, and the page, to Hindi", async () => {
    renderWithProviders(<LanguageSettingsSection />);
    expect(screen.getByRole("heading", { name: "Language and region" })).toBeTruthy();
    expect(screen.getByText(/Emails and SMS from Saathi follow this choice too/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "English" }).getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "हिन्दी" }));

    expect(await screen.findByRole("heading", { name: "भाषा और क्षेत्र" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("hi");
    expect(screen.getByText(/ईमेल और SMS भी इसी भाषा में आएँगे/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "हिन्दी" }).getAttribute("aria-pressed")).toBe("true");
  });
});
