import type { MyAvailability } from "@saathi/contract/availability";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { AvailabilityPage } from "./availability-page.tsx";

const week: MyAvailability["weeklySchedule"] = [
  { weekday: 1, startTime: "09:00", endTime: "12:00", timezone: "Asia/Kolkata" },
  { weekday: 3, startTime: "09:00", endTime: "12:00", timezone: "Asia/Kolkata" },
];
const session = {
  bookingId: "b1",
  startsAt: "2030-01-07T04:30:00.000Z",
  endsAt: "2030-01-07T05:30:00.000Z",
  memberName: "Meera Iyer",
  proposalPending: false,
};
const state = (over: Partial<MyAvailability> = {}): MyAvailability => ({
  timezone: "Asia/Kolkata",
  weeklySchedule: week,
  timeOff: [],
  stranded: [],
  ...over,
});
const propose = () => <button type="button">Propose a new time</button>;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the expert's availability", () => {
  it("removing a booked day lists the session first; saving sends it as kept", async () => {
    const calls = fakeApi({
      "GET /api/expert/availability": state(),
      "POST /api/expert/availability/check": { sessions: [session] },
      "PUT /api/expert/availability/schedule": state({ weeklySchedule: week.slice(1), stranded: [session] }),
    });
    renderWithProviders(<AvailabilityPage proposeAction={propose} />);
    await screen.findByRole("button", { name: "Delete slot 1" });
    fireEvent.click(await screen.findByRole("button", { name: "Delete slot 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Save weekly hours" }));
    const warning = await screen.findByText("This change leaves these booked sessions outside your availability:");
    const box = warning.closest("[role=alert]") as HTMLElement;
    expect(within(box).getByText(/Meera Iyer/)).toBeTruthy();
    // Nothing saved yet.
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    fireEvent.click(within(box).getByRole("button", { name: "Keep these sessions and save" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.body).toEqual({ weeklySchedule: week.slice(1), keepSessions: ["b1"] });
  });

  it("going back saves nothing; sessions already outside offer a new time", async () => {
    const calls = fakeApi({
      "GET /api/expert/availability": state({ stranded: [session] }),
      "POST /api/expert/availability/check": { sessions: [session] },
    });
    renderWithProviders(<AvailabilityPage proposeAction={propose} />);
    const outside = await screen.findByRole("region", { name: "Booked sessions outside your availability" });
    expect(within(outside).getByRole("button", { name: "Propose a new time" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("First day off"), { target: { value: "2030-01-07" } });
    fireEvent.change(screen.getByLabelText("Last day off"), { target: { value: "2030-01-07" } });
    fireEvent.click(screen.getByRole("button", { name: "Add time off" }));
    fireEvent.click(await screen.findByRole("button", { name: "Go back" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Go back" })).toBeNull());
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual(["/api/expert/availability/check"]);
  });
});
