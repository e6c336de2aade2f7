import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { ADMIN_SECTIONS } from "../admin-sections.ts";
import { AdminLayout } from "./admin-layout.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AdminLayout", () => {
  it("shows 'Saathi admin', every labelled section in the navigation, and a phone menu that opens", async () => {
    fakeApi({
      "GET /api/admin/me": {
        id: "a1",
        email: "admin@saathi.demo",
        name: "Admin",
        twoFactorEnabled: true,
        role: "admin",
      },
    });
    renderWithProviders(<AdminLayout />, "/admin/audit");
    expect(await screen.findByText("Saathi admin")).toBeTruthy();
    const labels = ADMIN_SECTIONS.flatMap((s) => (s.label ? [s.label] : []));
    const [side] = screen.getAllByRole("navigation", { name: "Console" });
    expect(
      within(side as HTMLElement)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(labels);
    expect(
      within(side as HTMLElement)
        .getByRole("link", { name: "Audit log" })
        .getAttribute("aria-current"),
    ).toBe("page");

    const menu = screen.getByRole("button", { name: "Menu" });
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(menu);
    expect(screen.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("navigation", { name: "Console" })).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
  });

  it("shows a moderator only Moderation and Listeners, starts them at the queue and keeps admin pages closed", async () => {
    const me = { id: "m1", email: "moderator@saathi.demo", name: "Mod", twoFactorEnabled: true, role: "moderator" };
    fakeApi({
      "GET /api/admin/me": me,
      "GET /api/admin/moderation": { rows: [], total: 0, page: 1, pageSize: 25 },
    });
    renderWithProviders(<AdminLayout />, "/admin/members");
    expect(await screen.findByRole("heading", { name: "For admins only" })).toBeTruthy();
    const [side] = screen.getAllByRole("navigation", { name: "Console" });
    expect(
      within(side as HTMLElement)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Moderation", "Listeners"]);
  });
});
