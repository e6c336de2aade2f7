import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { returnPath } from "../hooks/use-after-sign-in.ts";
import { MemberAuthPage } from "./member-auth-page.tsx";

afterEach(cleanup);

describe("/auth", () => {
  it("has a heading, and opens on Login", () => {
    fakeApi({ "GET /api/config": { socialProviders: { google: false, microsoft: false }, devOutbox: false } });
    renderWithProviders(<MemberAuthPage />, "/auth");
    expect(screen.getByRole("heading", { level: 1, name: "Welcome to Saathi" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Login" }).getAttribute("aria-selected")).toBe("true");
  });

  it("opens on Sign Up for 'Join Community' (?mode=signup)", () => {
    fakeApi({ "GET /api/config": { socialProviders: { google: false, microsoft: false }, devOutbox: false } });
    renderWithProviders(<MemberAuthPage />, "/auth?mode=signup");
    expect(screen.getByRole("tab", { name: "Signup" }).getAttribute("aria-selected")).toBe("true");
  });

  it("returns after sign-in only to a page of this site", () => {
    expect(returnPath("/games")).toBe("/games");
    expect(returnPath("/expert/booking?expert=dr.kavya")).toBe("/expert/booking?expert=dr.kavya");
    for (const bad of [null, "", "games", "//evil.example", "/\\evil.example", "https://evil.example"])
      expect(returnPath(bad)).toBeNull();
  });
});
