import { NOMINEE_MSG } from "@saathi/contract/consents";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { ConsentsSection } from "./consents-section.tsx";
import { NomineeSection } from "./nominee-section.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const record = (purpose: string, withdrawnAt: string | null = null) => ({
  purpose,
  version: "2026-11",
  givenAt: "2026-11-02T10:00:00.000Z",
  withdrawnAt,
});
const consents = (sensitiveActive: boolean) => ({
  current: [
    { purpose: "terms", active: true, currentVersion: "2026-11", record: record("terms") },
    { purpose: "privacy", active: true, currentVersion: "2026-11", record: record("privacy") },
    {
      purpose: "sensitive",
      active: sensitiveActive,
      currentVersion: "2026-11",
      record: record("sensitive", sensitiveActive ? null : "2026-11-03T10:00:00.000Z"),
    },
  ],
  history: [],
  careScores: [],
});

describe("consents section", () => {
  it("the safety review is off until given, and withdrawn in one tap", async () => {
    const review = (active: boolean) => ({
      current: [
        ...consents(true).current,
        {
          purpose: "safety_review",
          active,
          currentVersion: "2026-11",
          record: active ? record("safety_review") : null,
        },
      ],
      history: [],
      careScores: [],
    });
    const calls = fakeApi({
      "GET /api/account/consents": review(false),
      "POST /api/account/consents": review(true),
      "DELETE /api/account/consents/safety_review": {
        purpose: "safety_review",
        deleted: { journalEntries: 0, assessments: 0 },
      },
    });
    renderWithProviders(<ConsentsSection />);
    expect(
      await screen.findByText("Help improve Saathi's safety check with my flagged messages, anonymised"),
    ).toBeTruthy();
    expect(screen.getByText(/^Off\. If you agree/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Give consent" }));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toEqual({ purpose: "safety_review" }));
    expect(await screen.findByText(/Your flagged messages can now help the safety check learn/)).toBeTruthy();
  });

  it("shows each consent with version and date; withdrawing asks first, says what is deleted, then does it", async () => {
    const calls = fakeApi({
      "GET /api/account/consents": consents(true),
      "DELETE /api/account/consents/sensitive": {
        purpose: "sensitive",
        deleted: { journalEntries: 3, assessments: 1 },
      },
    });
    renderWithProviders(<ConsentsSection />);
    expect(await screen.findByText("Terms & Conditions")).toBeTruthy();
    expect(screen.getAllByText(/version 2026-11/)).toHaveLength(3);
    expect(screen.getAllByRole("link", { name: "delete your account" })[0]?.getAttribute("href")).toBe(
      "/settings/delete",
    );
    fireEvent.click(screen.getByRole("button", { name: "Withdraw" }));
    expect(screen.getByText(/deleted now, for good/)).toBeTruthy();
    // Nothing is sent until confirmed.
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Keep my consent" }));
    expect(screen.queryByText(/deleted now, for good/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Withdraw" }));
    fireEvent.click(screen.getByRole("button", { name: "Withdraw and delete" }));
    expect(await screen.findByText("Consent withdrawn. 3 journal entries and 1 test result deleted.")).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE" && c.url === "/api/account/consents/sensitive")).toBe(true);
  });

  it("offers to give a withdrawn consent again", async () => {
    const calls = fakeApi({
      "GET /api/account/consents": consents(false),
      "POST /api/account/consents": consents(true),
    });
    renderWithProviders(<ConsentsSection />);
    expect(await screen.findByText(/Withdrawn on/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Give consent" }));
    expect(await screen.findByText(/will be kept in your account/)).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ purpose: "sensitive" });
  });
});

describe("nominee section", () => {
  it("checks the contact before saving, saves, and can remove", async () => {
    const nominee = { name: "Priya Rao", contact: "9876543210", relation: "sister", updatedAt: "2026-11-02T10:00:00Z" };
    const calls = fakeApi({
      "GET /api/account/nominee": { nominee: null },
      "PUT /api/account/nominee": { nominee },
      "DELETE /api/account/nominee": { nominee: null },
    });
    renderWithProviders(<NomineeSection />);
    fireEvent.change(await screen.findByLabelText("Nominee's name"), { target: { value: "Priya Rao" } });
    fireEvent.change(screen.getByLabelText("Their email or mobile number"), { target: { value: "12345" } });
    fireEvent.change(screen.getByLabelText("How are they related to you?"), { target: { value: "sister" } });
    fireEvent.click(screen.getByRole("button", { name: "Save nominee" }));
    expect(await screen.findByText(NOMINEE_MSG.contact)).toBeTruthy();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    fireEvent.change(screen.getByLabelText("Their email or mobile number"), { target: { value: "+91 98765 43210" } });
    fireEvent.click(screen.getByRole("button", { name: "Save nominee" }));
    expect(await screen.findByText("Your nominee is saved.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      name: "Priya Rao",
      contact: "9876543210",
      relation: "sister",
    });
    expect(screen.getByText("sister")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.getByText("Your nominee is removed.")).toBeTruthy());
    expect(screen.getByText("You have not named a nominee.")).toBeTruthy();
  });
});
