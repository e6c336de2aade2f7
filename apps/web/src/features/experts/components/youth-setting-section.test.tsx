// The expert's "Young people" setting: loads, saves the opt-in and the campus, and stays hidden from
// members; the badges show only what the expert chose.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { YouthBadges } from "./youth-badges.tsx";
import { YouthSettingSection } from "./youth-setting-section.tsx";

afterEach(cleanup);

describe("the young people setting", () => {
  it("an expert opts in and names their college", async () => {
    const calls = fakeApi({
      "GET /api/me": { user: { id: "e1", role: "expert" } },
      "GET /api/expert/young-people": { worksWithYoungPeople: false, campusInstitution: null },
      "PUT /api/expert/young-people": { worksWithYoungPeople: true, campusInstitution: "IIT Bombay" },
    });
    renderWithProviders(<YouthSettingSection />);
    fireEvent.click(await screen.findByLabelText("I work with young people (13 to 17)"));
    fireEvent.change(screen.getByLabelText(/School or college you counsel at/), { target: { value: " IIT Bombay " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      worksWithYoungPeople: true,
      campusInstitution: "IIT Bombay",
    });
  });

  it("a member sees nothing and asks nothing about it", async () => {
    const calls = fakeApi({ "GET /api/me": { user: { id: "m1", role: "member" } } });
    const { container } = renderWithProviders(<YouthSettingSection />);
    await waitFor(() => expect(calls.some((c) => c.url === "/api/me")).toBe(true));
    expect(container.textContent).toBe("");
    expect(calls.some((c) => c.url === "/api/expert/young-people")).toBe(false);
  });

  it("badges: each only when chosen", () => {
    render(<YouthBadges expert={{ worksWithYoungPeople: true, campus: false }} />);
    expect(screen.getByText("Works with young people")).toBeTruthy();
    expect(screen.queryByText("Campus")).toBeNull();
  });
});
