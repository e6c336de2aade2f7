import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { ExpertsPage } from "../experts/experts-page.tsx";
import { ApplicationDetailPage } from "./application-detail-page.tsx";
import { ApplicationsPage } from "./applications-page.tsx";

afterEach(cleanup);

const id = "11111111-1111-4111-8111-111111111111";
const submittedAt = new Date(Date.now() - 3 * 86_400_000).toISOString();

describe("the applications queue", () => {
  it("lists submitted applications with their age, overdue ones marked", async () => {
    const calls = fakeApi({
      "GET /api/admin/applications": {
        rows: [
          {
            expertId: id,
            name: "Nikhil Bose",
            email: "pending@saathi.demo",
            status: "submitted",
            practitionerKind: "counsellor",
            submittedAt,
            ageHours: 72,
            documentCount: 2,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 25,
      },
    });
    renderWithProviders(<ApplicationsPage />, "/admin/applications");
    const link = await screen.findByRole("link", { name: "Nikhil Bose" });
    expect(link.getAttribute("href")).toBe(`/admin/applications/${id}`);
    expect(screen.getByText(/\(overdue\)/)).toBeTruthy();
    expect(calls[0]?.url).toContain("status=submitted");
  });
});

const review = {
  expertId: id,
  email: "pending@saathi.demo",
  phone: "9876543218",
  profile: {
    fullName: "Nikhil Bose",
    city: "Kolkata",
    state: "West Bengal",
    country: "India",
    academicBackground: "M.A.",
    yearsExperience: 6,
    bio: "Counsellor for grief.",
    languages: ["English"],
    specialisations: ["Depression"],
    hourlyRate: 90000,
  },
  application: {
    status: "submitted",
    details: {
      practitionerKind: "clinical_psychologist",
      qualification: "M.Phil. Clinical Psychology",
      institution: "NIMHANS",
      professionalBody: "RCI",
      registrationNumber: "A12345",
      yearsOfPractice: 6,
    },
    documents: [
      {
        id: "d1",
        kind: "degree",
        fileName: "degree.pdf",
        mimeType: "application/pdf",
        sizeBytes: 2048,
        createdAt: submittedAt,
        url: `/api/admin/applications/${id}/documents/d1`,
      },
    ],
    reviewerMessage: null,
    submittedAt,
    decidedAt: null,
    reverifyBy: null,
    badge: null,
    listed: false,
    editable: false,
    missing: [],
    verifiedUntil: null,
  },
};

describe("an application's review", () => {
  it("shows credentials and documents through the admin endpoint, and approves after a confirmation", async () => {
    const calls = fakeApi({
      [`GET /api/admin/applications/${id}`]: review,
      [`POST /api/admin/applications/${id}/approve`]: { expertId: id, status: "approved", verifiedUntil: null },
    });
    renderWithProviders(
      <Routes>
        <Route path="/admin/applications/:expertId" element={<ApplicationDetailPage />} />
      </Routes>,
      `/admin/applications/${id}`,
    );
    expect(await screen.findByRole("heading", { name: "Nikhil Bose" })).toBeTruthy();
    expect(screen.getByText("A12345")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Check on the RCI register" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Open Degree certificate/ }).getAttribute("href")).toBe(
      `/api/admin/applications/${id}/documents/d1`,
    );
    fireEvent.click(screen.getByRole("button", { name: "Approve" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes, approve" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
  });

  it("requesting changes needs a message", async () => {
    const calls = fakeApi({
      [`GET /api/admin/applications/${id}`]: review,
      [`POST /api/admin/applications/${id}/request-changes`]: {
        expertId: id,
        status: "changes_requested",
        verifiedUntil: null,
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/admin/applications/:expertId" element={<ApplicationDetailPage />} />
      </Routes>,
      `/admin/applications/${id}`,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Request changes" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(await within(dialog).findByText("Please give a reason")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Message to the expert"), {
      target: { value: "Upload a clearer degree." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({ message: "Upload a clearer degree." }),
    );
  });
});

describe("the experts section", () => {
  it("suspends with a reason", async () => {
    const calls = fakeApi({
      "GET /api/admin/experts": {
        rows: [
          {
            expertId: id,
            name: "Kavya",
            email: "kavya@saathi.demo",
            status: "approved",
            badge: "verified_counsellor",
            approvedAt: submittedAt,
            reverifyBy: submittedAt,
            listed: true,
            reviewerMessage: null,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 25,
      },
      [`POST /api/admin/experts/${id}/suspend`]: {
        expertId: id,
        status: "suspended",
        verifiedUntil: null,
        cancelledBookings: 2,
      },
    });
    renderWithProviders(<ExpertsPage />, "/admin/experts");
    expect(await screen.findByText("Verified counsellor")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Suspend Kavya" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Reason (the expert reads it)"), {
      target: { value: "Complaints under review." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Suspend" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({ reason: "Complaints under review." }),
    );
  });
});
