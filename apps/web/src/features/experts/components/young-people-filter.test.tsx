// The directory's "Works with young people" filter (decision 038): a member under 18 may book only experts
// who work with young people, so their directory starts filtered to them (they may turn it off to look);
// an adult's starts unfiltered. The choice is kept in the address like the other filters.
import type { ExpertList } from "@saathi/contract/experts";
import type { MeResponse } from "@saathi/contract/session";
import { useQueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meQueryKey } from "../../../lib/api/session/get-me.ts";
import { type FakeCall, fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { ExpertListPage } from "./expert-list-page.tsx";

const EMPTY: ExpertList = { items: [], page: 1, pageSize: 12, total: 0 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The session already read, with this age band (the page makes no request for it). */
function Signed({ ageBand, children }: { ageBand: "13-17" | "18+"; children: ReactNode }) {
  const qc = useQueryClient();
  const me = {
    user: { id: "u1", email: "t@example.com", name: "Asha", role: "users", emailVerified: true, phoneNumber: null },
    profile: { userId: "u1", role: "users", ageBand },
  } as unknown as MeResponse;
  if (!qc.getQueryData(meQueryKey)) qc.setQueryData(meQueryKey, me);
  return <>{children}</>;
}

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

const directoryAsks = (calls: FakeCall[]) =>
  calls.filter((c) => c.url.startsWith("/api/experts?")).map((c) => new URL(c.url, "http://x").searchParams);

function renderDirectory(ageBand: "13-17" | "18+", path = "/expert/expertList") {
  const calls = fakeApi({ "GET /api/experts/previously-consulted": [], "GET /api/experts": EMPTY });
  renderWithProviders(
    <Signed ageBand={ageBand}>
      <ExpertListPage />
      <Address />
    </Signed>,
    path,
  );
  return calls;
}

const filterBox = () => screen.findByRole<HTMLInputElement>("checkbox", { name: "Works with young people" });

describe("the directory's young people filter", () => {
  it("is on by default for a member under 18, who may turn it off; the address keeps the choice", async () => {
    const calls = renderDirectory("13-17");
    const box = await filterBox();
    expect(box.checked).toBe(true);
    expect(box.getAttribute("aria-describedby")).toBeTruthy();
    await waitFor(() => expect(directoryAsks(calls).at(-1)?.get("youngPeople")).toBe("true"));
    expect(directoryAsks(calls).every((p) => p.get("youngPeople") === "true")).toBe(true);

    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(false));
    expect(new URLSearchParams(screen.getByTestId("address").textContent ?? "").get("youngPeople")).toBe("false");
    await waitFor(() => expect(directoryAsks(calls).at(-1)?.get("youngPeople")).toBeNull());
  });

  it("is off by default for an adult, who may turn it on", async () => {
    const calls = renderDirectory("18+");
    const box = await filterBox();
    expect(box.checked).toBe(false);
    await waitFor(() => expect(directoryAsks(calls).length).toBeGreaterThan(0));
    expect(directoryAsks(calls).every((p) => p.get("youngPeople") === null)).toBe(true);

    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(new URLSearchParams(screen.getByTestId("address").textContent ?? "").get("youngPeople")).toBe("true");
    await waitFor(() => expect(directoryAsks(calls).at(-1)?.get("youngPeople")).toBe("true"));
  });

  it("follows the address: a minor who turned it off finds it off when they come back to that page", async () => {
    renderDirectory("13-17", "/expert/expertList?youngPeople=false");
    expect((await filterBox()).checked).toBe(false);
  });
});
