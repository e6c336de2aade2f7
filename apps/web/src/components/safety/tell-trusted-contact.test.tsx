// "Tell {name}" on the crisis card: nothing for visitors or members without a trusted contact; for a
// member with one, the exact message is shown first and sent only on "Send it", once, and the answer
// (sent, or why not) is told truthfully.
import { TRUSTED_CONTACT_TELLS_PER_DAY } from "@saathi/contract/safety-plan";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMe } from "../../lib/api/session/get-me.ts";
import { type FakeCall, fakeApi, renderWithProviders } from "../../test/render.tsx";
import { CrisisCard } from "./crisis-card.tsx";
import { SafetyPlanLink } from "./safety-plan-link.tsx";
import { TellTrustedContact } from "./tell-trusted-contact.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MEMBER = {
  user: { id: "u1", email: "a@example.com", name: "Asha Rao", role: "user", emailVerified: true, phoneNumber: null },
  profile: { firstName: "Asha", lastName: "Rao", displayName: null, username: "asha" },
};
const RAVI = {
  name: "Ravi",
  phone: "9876543210",
  email: "ravi@example.com",
  relation: "brother",
  updatedAt: "2026-11-28T09:00:00.000Z",
};

/** The app shell has always read /api/me before a crisis card can show; here the test does it. */
function Card() {
  const me = useMe();
  if (me.isPending) return null;
  return (
    <>
      <TellTrustedContact />
      <SafetyPlanLink />
    </>
  );
}

/** The risk card as a member sees it (after /api/me), with or without danger from someone else. */
function RiskCard({ othersDanger }: { othersDanger?: boolean }) {
  const me = useMe();
  return me.isPending ? null : <CrisisCard level="risk" othersDanger={othersDanger} />;
}

const tells = (calls: FakeCall[]) => calls.filter((c) => c.method === "POST");

describe("Tell {name}", () => {
  it("shows exactly what will be sent, sends only on 'Send it', once, and says it was sent", async () => {
    const calls = fakeApi({
      "GET /api/me": MEMBER,
      "GET /api/safety-plan/trusted-contact": { contact: RAVI },
      "POST /api/safety-plan/trusted-contact/tell": {
        sentBy: ["sms", "email"],
        sentAt: "2026-11-28T10:00:00.000Z",
        leftToday: TRUSTED_CONTACT_TELLS_PER_DAY - 1,
      },
    });
    renderWithProviders(<Card />);
    // Shown, but never taking the focus on its own.
    expect(document.activeElement).not.toBe(await screen.findByRole("button", { name: "Tell Ravi" }));
    fireEvent.click(await screen.findByRole("button", { name: "Tell Ravi" }));
    expect(screen.getByText("Saathi will send Ravi this message by text message and email:")).toBeTruthy();
    expect(
      screen.getByText(
        "Asha is going through a hard time and would like you to check in with them. — sent from Saathi at their request",
      ),
    ).toBeTruthy();
    expect(tells(calls)).toHaveLength(0);
    // Each step keeps the keyboard's place: the button pressed is replaced by what comes next.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Send it" }));
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(tells(calls)).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Tell Ravi" }));
    fireEvent.click(screen.getByRole("button", { name: "Tell Ravi" }));
    fireEvent.click(screen.getByRole("button", { name: "Send it" }));
    expect(await screen.findByText("Sent to Ravi by text message and email.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByText("Sent to Ravi by text message and email."));
    expect(tells(calls)).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Open my safety plan" }).getAttribute("href")).toBe("/safety-plan");
  });

  it("tells the member when it could not be sent (the limit, a failure), never that it went", async () => {
    fakeApi({
      "GET /api/me": MEMBER,
      "GET /api/safety-plan/trusted-contact": { contact: { ...RAVI, email: null } },
      "POST /api/safety-plan/trusted-contact/tell": [
        429,
        {
          code: "TELL_LIMIT",
          message:
            "You have already told your trusted contact 3 times today. If you need someone now, please call them or a helpline.",
        },
      ],
    });
    renderWithProviders(<Card />);
    fireEvent.click(await screen.findByRole("button", { name: "Tell Ravi" }));
    expect(screen.getByText("Saathi will send Ravi this message by text message:")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send it" }));
    expect(await screen.findByText(/already told your trusted contact 3 times today/)).toBeTruthy();
    expect(screen.queryByText(/^Sent to/)).toBeNull();
  });

  it("renders nothing without a trusted contact, and asks nothing for a visitor", async () => {
    fakeApi({ "GET /api/me": MEMBER, "GET /api/safety-plan/trusted-contact": { contact: null } });
    renderWithProviders(<Card />);
    expect(await screen.findByRole("link", { name: "Open my safety plan" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Tell/ })).toBeNull();
    cleanup();

    const calls = fakeApi({ "GET /api/me": { user: null, profile: null } });
    renderWithProviders(<Card />);
    await waitFor(() => expect(calls.length).toBe(1));
    expect(screen.queryByRole("link", { name: "Open my safety plan" })).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(["/api/me"]);
  });

  it("is not offered on a card where someone else hurts or threatens the writer: the person named may be them", async () => {
    fakeApi({
      "GET /api/me": MEMBER,
      "GET /api/safety-plan/trusted-contact": { contact: RAVI },
      "GET /api/safety/help": { earliest: null },
    });
    const first = renderWithProviders(<RiskCard />);
    expect(await screen.findByRole("button", { name: "Tell Ravi" })).toBeTruthy();
    first.unmount();
    renderWithProviders(<RiskCard othersDanger />);
    // The rest of the card is there (the helplines, the safety plan); "Tell Ravi" is not.
    expect(await screen.findByRole("link", { name: /safety plan/i })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: /14416/ }).length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("button", { name: "Tell Ravi" })).toBeNull();
  });
});
