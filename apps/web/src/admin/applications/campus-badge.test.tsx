// The campus badge on a vetted expert's page in the console: it loads the badge, saves a name, clears it,
// and shows the server's sentence when the input is refused; buttons are full-size tap targets.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { CampusBadgeControl } from "./campus-badge-control.tsx";

afterEach(cleanup);

const id = "22222222-2222-4222-8222-222222222222";
const url = `/api/admin/experts/${id}/campus`;

describe("the campus badge control", () => {
  it("saves a school's name with PUT, then offers to clear it", async () => {
    const calls = fakeApi({
      [`GET ${url}`]: { expertId: id, campusInstitution: null },
      [`PUT ${url}`]: { expertId: id, campusInstitution: "Kendriya Vidyalaya, Pune" },
    });
    renderWithProviders(<CampusBadgeControl expertId={id} />);
    const panel = await screen.findByTestId("campus-badge");
    expect(await within(panel).findByText("No campus badge.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("School or college"), { target: { value: "Kendriya Vidyalaya, Pune" } });
    fireEvent.click(screen.getByRole("button", { name: "Save badge" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ campusInstitution: "Kendriya Vidyalaya, Pune" });
    expect(await screen.findByText("Now: Kendriya Vidyalaya, Pune")).toBeTruthy();
    const clear = screen.getByRole("button", { name: "Clear badge" });
    expect(clear.className).toContain("min-h-11");
  });

  it("clears with null; a name too short is refused on the page before anything is sent", async () => {
    const calls = fakeApi({
      [`GET ${url}`]: { expertId: id, campusInstitution: "DPS Noida" },
      [`PUT ${url}`]: { expertId: id, campusInstitution: null },
    });
    renderWithProviders(<CampusBadgeControl expertId={id} />);
    expect(await screen.findByText("Now: DPS Noida")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("School or college"), { target: { value: "x" } });
    fireEvent.click(screen.getByRole("button", { name: "Save badge" }));
    expect(
      await screen.findByText("Name the school or college in at least 2 characters, or clear the badge."),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Clear badge" }));
    await waitFor(() => expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ campusInstitution: null }));
    expect(await screen.findByText("No campus badge.")).toBeTruthy();
  });
});
