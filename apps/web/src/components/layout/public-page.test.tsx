import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { MemberFrameContext } from "./member-frame.ts";
import { PublicPage } from "./public-page.tsx";

afterEach(cleanup);

describe("a public page", () => {
  it("has the visitors' header and footer for a visitor", () => {
    renderWithProviders(<PublicPage title="Daily Reflection Journal">text</PublicPage>);
    expect(screen.getByRole("heading", { level: 1, name: "Daily Reflection Journal" })).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
  });

  it("inside the member frame, leaves the frame to the member's header and tabs", () => {
    renderWithProviders(
      <MemberFrameContext.Provider value>
        <PublicPage title="Daily Reflection Journal">text</PublicPage>
      </MemberFrameContext.Provider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Daily Reflection Journal" })).toBeTruthy();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
    expect(screen.queryByRole("link", { name: "Join Community" })).toBeNull();
    expect(screen.queryByRole("main")).toBeNull();
  });
});
