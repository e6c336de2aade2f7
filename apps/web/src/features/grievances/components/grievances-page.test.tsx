import { GRIEVANCE_MSG } from "@saathi/contract/grievances";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { GrievancesPage } from "./grievances-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ticket = {
  id: "00000000-0000-4000-8000-000000000001",
  ticket: "G-1001",
  kind: "correction",
  body: "My city is wrong.",
  status: "answered",
  answer: "Corrected to Mysuru.",
  createdAt: "2026-11-01T10:00:00.000Z",
  targetAt: "2026-11-08T10:00:00.000Z",
  dueAt: "2027-01-30T10:00:00.000Z",
  answeredAt: "2026-11-03T10:00:00.000Z",
};

describe("grievances page", () => {
  it("names the officer, lists my tickets with status and answer, and shows a new ticket's number", async () => {
    const calls = fakeApi({
      "GET /api/grievances/officer": { name: "Meera Iyer", email: "dpo@saathi.test" },
      "GET /api/grievances": { items: [ticket] },
      "POST /api/grievances": {
        ...ticket,
        id: "00000000-0000-4000-8000-000000000002",
        ticket: "G-1002",
        status: "open",
        answer: null,
      },
    });
    renderWithProviders(<GrievancesPage />);
    expect(await screen.findByText("Meera Iyer")).toBeTruthy();
    expect(await screen.findByText("G-1001 · Correct my data")).toBeTruthy();
    expect(screen.getByText("Answered")).toBeTruthy();
    expect(screen.getByText("Corrected to Mysuru.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText(GRIEVANCE_MSG.kind)).toBeTruthy();
    fireEvent.click(screen.getByLabelText("A complaint"));
    fireEvent.change(screen.getByLabelText("Your request"), { target: { value: "short" } });
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText(GRIEVANCE_MSG.short)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Your request"), { target: { value: "Someone keeps messaging me." } });
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Thank you. Your ticket number is G-1002. You can follow it below.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      kind: "complaint",
      body: "Someone keeps messaging me.",
    });
  });

  it("says so when there are no requests yet", async () => {
    fakeApi({
      "GET /api/grievances/officer": { name: "Meera Iyer", email: "dpo@saathi.test" },
      "GET /api/grievances": { items: [] },
    });
    renderWithProviders(<GrievancesPage />);
    expect(await screen.findByText("You have not sent any requests.")).toBeTruthy();
  });
});
