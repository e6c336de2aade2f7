import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SocialButtons } from "./social-buttons.tsx";

/** Renders the buttons against a server whose /api/config says which providers have keys. */
function renderWith(google: boolean, microsoft: boolean, props: Partial<Parameters<typeof SocialButtons>[0]> = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ socialProviders: { google, microsoft }, devOutbox: true })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SocialButtons callbackURL="/feed" {...props} />
      <p>ready</p>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SocialButtons", () => {
  it("shows nothing when no provider is configured", async () => {
    renderWith(false, false);
    await screen.findByText("ready");
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("shows only the configured providers, as labelled icon buttons", async () => {
    renderWith(false, true);
    expect(await screen.findByRole("button", { name: "Sign in with Microsoft" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign in with Google" })).toBeNull();
  });

  it("on the partner page offers only 'Continue with Google'", async () => {
    renderWith(true, true, { googleLabel: "Continue with Google", only: "google" });
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign in with Microsoft" })).toBeNull();
  });
});
