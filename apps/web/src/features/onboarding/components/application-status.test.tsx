import type { ApplicationState } from "@saathi/contract/expert-application";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { ApplicationStatusCard, ExpertApplicationBanner } from "./application-status.tsx";
import { OnboardingPage } from "./onboarding-page.tsx";

afterEach(cleanup);

const draft: ApplicationState = {
  status: "draft",
  details: {
    practitionerKind: null,
    qualification: null,
    institution: null,
    professionalBody: null,
    registrationNumber: null,
    yearsOfPractice: null,
  },
  documents: [],
  reviewerMessage: null,
  submittedAt: null,
  decidedAt: null,
  reverifyBy: null,
  badge: null,
  listed: false,
  editable: true,
  missing: [],
};
const app = (over: Partial<ApplicationState>): ApplicationState => ({ ...draft, ...over });

describe("the expert's application state", () => {
  it("under review", () => {
    renderWithProviders(<ApplicationStatusCard application={app({ status: "submitted", editable: false })} />);
    expect(screen.getByRole("heading", { name: "Your application is under review" })).toBeTruthy();
    expect(screen.getByText(/Members cannot find or book you until it is approved/)).toBeTruthy();
  });

  it("changes requested: the reviewer's message and a way to edit and resubmit", () => {
    renderWithProviders(
      <ApplicationStatusCard
        application={app({ status: "changes_requested", reviewerMessage: "Please upload a clearer degree." })}
      />,
    );
    expect(screen.getByRole("heading", { name: "Changes requested" })).toBeTruthy();
    expect(screen.getByText("Please upload a clearer degree.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit and resubmit your application" }).getAttribute("href")).toBe(
      "/expert/onBoarding",
    );
  });

  it("approved, with what was verified", () => {
    renderWithProviders(
      <ApplicationStatusCard
        application={app({
          status: "approved",
          listed: true,
          badge: "rci_registered",
          reverifyBy: "2027-11-23T10:00:00Z",
        })}
      />,
    );
    expect(screen.getByRole("heading", { name: "Your application is approved" })).toBeTruthy();
    expect(screen.getByText(/shown as RCI registered/)).toBeTruthy();
    expect(screen.getByText(/re-verify by 23 November 2027/)).toBeTruthy();
  });

  it("approved but past re-verification says why members cannot book", () => {
    renderWithProviders(<ApplicationStatusCard application={app({ status: "approved", listed: false })} />);
    expect(screen.getByRole("heading", { name: "Your verification is due" })).toBeTruthy();
  });

  it("rejected, with the reason; suspended, with the reason", () => {
    renderWithProviders(
      <ApplicationStatusCard application={app({ status: "rejected", reviewerMessage: "Registration not found." })} />,
    );
    expect(screen.getByRole("heading", { name: "Your application was rejected" })).toBeTruthy();
    expect(screen.getByText("Registration not found.")).toBeTruthy();
    cleanup();
    renderWithProviders(
      <ApplicationStatusCard application={app({ status: "suspended", reviewerMessage: "Complaints." })} />,
    );
    expect(screen.getByRole("heading", { name: "Your profile is suspended" })).toBeTruthy();
    expect(screen.getByText("Complaints.")).toBeTruthy();
  });

  it("the feed banner reads the application from the server", async () => {
    fakeApi({
      "GET /api/onboarding": {
        email: "e@x.in",
        emailVerified: true,
        fullName: "E",
        profile: null,
        completed: true,
        application: app({ status: "submitted", editable: false }),
      },
    });
    renderWithProviders(<ExpertApplicationBanner />);
    expect(await screen.findByRole("heading", { name: "Your application is under review" })).toBeTruthy();
  });

  it("onboarding stays open to edit when changes are requested, showing the message", async () => {
    fakeApi({
      "GET /api/onboarding": {
        email: "e@x.in",
        emailVerified: true,
        fullName: "E",
        profile: null,
        completed: true,
        application: app({ status: "changes_requested", reviewerMessage: "Add your RCI number." }),
      },
    });
    renderWithProviders(<OnboardingPage />, "/expert/onBoarding");
    expect(await screen.findByText("Add your RCI number.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Join Saathi as an expert" })).toBeTruthy();
  });
});
