// Staff read the console in Hindi too. Its own catalog (admin/locales) is merged into the
// app's catalog of the language shown, before the console renders and again after each change.
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLocale, i18n } from "../../lib/i18n/i18n.ts";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { MembersPage } from "../members/members-page.tsx";
import { loadAdminMessages } from "./admin-i18n.ts";
import { AdminLayout } from "./admin-layout.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  i18n.activate("en");
  document.documentElement.lang = "en";
});

const members = {
  rows: [
    {
      id: "11111111-1111-4111-8111-111111111111",
      name: "Asha Rao",
      username: "asha",
      email: "asha@example.com",
      role: "users",
      joinedAt: "2026-01-05T10:00:00.000Z",
      suspended: true,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
};

describe("the console in Hindi", () => {
  it("shows the members table with Hindi column headers, filters and dates", async () => {
    fakeApi({ "GET /api/admin/members": members });
    await loadAdminMessages("hi");
    i18n.activate("hi");
    renderWithProviders(<MembersPage />, "/admin/members");
    expect(await screen.findByRole("link", { name: "Asha Rao" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "सदस्य", level: 1 })).toBeTruthy();
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["नाम", "यूज़रनेम", "ईमेल", "भूमिका", "स्थिति", "जुड़े"]);
    expect(screen.getByLabelText("भूमिका")).toBeTruthy();
    // The member's role and status are Hindi too; the date is written the hi-IN way.
    const row = screen.getByRole("link", { name: "Asha Rao" }).closest("tr") as HTMLElement;
    expect(within(row).getAllByText("सदस्य").length).toBe(1);
    expect(within(row).getByText("निलंबित")).toBeTruthy();
    expect(within(row).queryByText(/Jan/)).toBeNull();
  });

  it("loads the admin words again when the language changes while the console is open", async () => {
    fakeApi({
      "GET /api/admin/me": {
        id: "a1",
        email: "admin@saathi.demo",
        name: "Admin",
        twoFactorEnabled: true,
        role: "admin",
      },
    });
    renderWithProviders(<AdminLayout />, "/admin/members");
    const [side] = await screen.findAllByRole("navigation", { name: "Console" });
    expect(within(side as HTMLElement).getByRole("link", { name: "Members" })).toBeTruthy();

    await activateLocale("hi");
    const [hindiSide] = await screen.findAllByRole("navigation", { name: "कंसोल" });
    expect(within(hindiSide as HTMLElement).getByRole("link", { name: "सदस्य" })).toBeTruthy();
    // Every section in the menu has its Hindi name (a new section needs one in NAV_LABEL).
    const names = within(hindiSide as HTMLElement)
      .getAllByRole("link")
      .map((a) => a.textContent ?? "");
    expect(names).toHaveLength(15);
    expect(names.filter((n) => /[A-Za-z]/.test(n))).toEqual([]);
    expect(screen.getByRole("button", { name: "साइन आउट" })).toBeTruthy();
  });
});
