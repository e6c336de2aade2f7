import { i18n } from "@lingui/core";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loadAppMessages } from "../../lib/i18n/catalogs.ts";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { SideMenu } from "./side-menu.tsx";

afterEach(() => {
  cleanup();
  i18n.load("en", {});
  i18n.activate("en");
});

const API = {
  "GET /api/me": {
    user: { id: "u1", name: "Asha Rao", role: "member" },
    profile: { displayName: "Asha Rao", username: "asha_rao", avatarUrl: null },
  },
  "GET /api/notifications": { items: [], unread: 2 },
  "GET /api/assessments": [],
};

const openMenu = async () => {
  fireEvent.click(screen.getByRole("button", { name: /Open menu|मेन्यू खोलें/ }));
  // The panel's code loads on the first open: seconds on a busy machine, not testing-library's 1 s.
  return screen.findByRole("dialog", {}, { timeout: 15_000 });
};

describe("the member's side menu", () => {
  it("lists the sections in English with the language switch next to Settings", async () => {
    fakeApi(API);
    renderWithProviders(<SideMenu followers={3} onEditProfile={() => {}} />);
    const menu = await openMenu();
    expect(within(menu).getByRole("link", { name: "Settings" })).toBeTruthy();
    expect(within(menu).getByRole("group", { name: "Language" })).toBeTruthy();
    expect(within(menu).getByRole("button", { name: "हिन्दी" }).getAttribute("aria-pressed")).toBe("false");
    expect(within(menu).getByRole("button", { name: /Log Out/ })).toBeTruthy();
  });

  it("reads in Hindi when Hindi is on, from the real catalogs", async () => {
    i18n.load("hi", await loadAppMessages("hi"));
    i18n.activate("hi");
    fakeApi(API);
    renderWithProviders(<SideMenu followers={3} onEditProfile={() => {}} />);
    const menu = await openMenu();
    expect(within(menu).getByRole("link", { name: "सेटिंग्स" })).toBeTruthy();
    expect(within(menu).getByRole("link", { name: /सुरक्षा सेटिंग्स/ })).toBeTruthy();
    expect(within(menu).getByRole("link", { name: /नियम और शर्तें/ })).toBeTruthy();
    expect(within(menu).getByRole("button", { name: /लॉग आउट/ })).toBeTruthy();
    expect(within(menu).getByRole("group", { name: "भाषा" })).toBeTruthy();
    expect(within(menu).getByRole("button", { name: "हिन्दी" }).getAttribute("aria-pressed")).toBe("true");
    expect(menu.textContent).not.toMatch(/Settings|Log Out|Privacy Policy/);
  });
});
