import { i18n } from "@lingui/core";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { PublicHeader } from "../layout/public-header.tsx";

// Catalogs come from the .po files in the build; here the switch itself is under test.
vi.mock("../../lib/i18n/catalogs.ts", () => ({
  loadAppMessages: async () => ({}),
  loadAdminMessages: async () => ({}),
}));

afterEach(() => {
  cleanup();
  i18n.load("en", {});
  i18n.activate("en");
});

describe("the language switch in the public header", () => {
  it("shows both languages, each named in itself, with the current one pressed", () => {
    renderWithProviders(<PublicHeader />);
    const group = screen.getByRole("group", { name: "Language" });
    const english = screen.getByRole("button", { name: "English" });
    const hindi = screen.getByRole("button", { name: "हिन्दी" });
    expect(group.contains(hindi)).toBe(true);
    expect(english.getAttribute("aria-pressed")).toBe("true");
    expect(hindi.getAttribute("aria-pressed")).toBe("false");
    expect(hindi.getAttribute("lang")).toBe("hi");
  });

  it("switches the page to Hindi, sets lang on the document and remembers the choice", async () => {
    renderWithProviders(<PublicHeader />);
    fireEvent.click(screen.getByRole("button", { name: "हिन्दी" }));
    await waitFor(() => expect(document.documentElement.lang).toBe("hi"));
    expect(i18n.locale).toBe("hi");
    expect(document.cookie).toContain("saathi_lang=hi");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "हिन्दी" }).getAttribute("aria-pressed")).toBe("true"),
    );
  });

  it("draws हिन्दी, so it reads right on a computer with no Devanagari font, and keeps it as its name", () => {
    renderWithProviders(<PublicHeader />);
    const hindi = screen.getByRole("button", { name: "हिन्दी" });
    const drawing = hindi.querySelector("svg");
    expect(drawing?.getAttribute("aria-hidden")).toBe("true");
    expect(drawing?.querySelector("path")?.getAttribute("d")?.length).toBeGreaterThan(500);
    // The word itself is there for screen readers, search and copying.
    expect(hindi.textContent).toBe("हिन्दी");
  });
});

describe("the public header", () => {
  it("has one language switch and one Join Community, which opens Sign Up", () => {
    renderWithProviders(<PublicHeader />);
    expect(screen.getAllByRole("group", { name: "Language" })).toHaveLength(1);
    const join = screen.getAllByRole("link", { name: "Join Community" });
    expect(join).toHaveLength(1);
    expect(join[0]?.getAttribute("href")).toBe("/auth?mode=signup");
  });

  it("offers no store buttons to apps that do not exist", () => {
    const { container } = renderWithProviders(<PublicHeader />);
    expect(container.querySelector('a[href*="apple.com"], a[href*="play.google"]')).toBeNull();
  });
});
