// A member under 18 sees Childline 1098 first on the crisis card, then Tele-MANAS; an adult sees
// Tele-MANAS first. The age comes from the session already read: the card makes no request for it.
import type { MeResponse } from "@saathi/contract/session";
import { useQueryClient } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meQueryKey } from "../../lib/api/session/get-me.ts";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { CrisisCard } from "./crisis-card.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Signed({ ageBand, children }: { ageBand: "13-17" | "18+"; children: ReactNode }) {
  const qc = useQueryClient();
  const me = {
    user: { id: "u1", email: "t@example.com", name: "Teen", role: "users", emailVerified: true, phoneNumber: null },
    profile: { userId: "u1", role: "users", ageBand },
  } as unknown as MeResponse;
  if (!qc.getQueryData(meQueryKey)) qc.setQueryData(meQueryKey, me);
  return <>{children}</>;
}

const firstLine = () => screen.getAllByRole("link").find((a) => a.getAttribute("href")?.startsWith("tel:"));

describe("the crisis card for a minor", () => {
  it("shows Childline 1098 first, then Tele-MANAS", () => {
    const calls = fakeApi({
      "GET /api/safety/help": { earliest: null },
      "GET /api/safety-plan/trusted-contact": { contact: null },
    });
    renderWithProviders(
      <Signed ageBand="13-17">
        <CrisisCard level="risk" />
      </Signed>,
    );
    expect(firstLine()?.getAttribute("href")).toBe("tel:1098");
    const text = screen.getByTestId("crisis-card").textContent ?? "";
    expect(text.indexOf("Childline")).toBeLessThan(text.indexOf("Tele-MANAS"));
    expect(calls.map((c) => c.url)).not.toContain("/api/me");
  });

  it("an adult sees Tele-MANAS first", () => {
    fakeApi({ "GET /api/safety/help": { earliest: null }, "GET /api/safety-plan/trusted-contact": { contact: null } });
    renderWithProviders(
      <Signed ageBand="18+">
        <CrisisCard level="risk" />
      </Signed>,
    );
    expect(firstLine()?.getAttribute("href")).toBe("tel:14416");
  });
});
