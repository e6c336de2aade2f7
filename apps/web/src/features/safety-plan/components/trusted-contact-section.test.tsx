// The trusted contact section: saving, changing, cancelling and removing replace the button that was
// pressed, so the keyboard's place is kept (the section's title, or the first field when changing).
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { TrustedContactSection } from "./trusted-contact-section.tsx";

const PRIYA = { name: "Priya", phone: "9876543210", email: null, relation: null, updatedAt: "2026-12-01T03:00:00Z" };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the trusted contact section", () => {
  it("keeps the focus in the section after saving, changing, cancelling and removing", async () => {
    // The server's answers follow what was done (fakeApi reads this object at each request).
    const server: Record<string, unknown> = {
      "GET /api/safety-plan/trusted-contact": { contact: null },
      "PUT /api/safety-plan/trusted-contact": { contact: PRIYA },
      "DELETE /api/safety-plan/trusted-contact": { contact: null },
    };
    fakeApi(server);
    renderWithProviders(<TrustedContactSection />);
    const heading = await screen.findByRole("heading", { name: "My trusted contact" });
    fireEvent.change(await screen.findByLabelText("Their name"), { target: { value: "Priya" } });
    fireEvent.change(screen.getByLabelText("Their mobile number"), { target: { value: "9876543210" } });
    const save = screen.getByRole("button", { name: "Save trusted contact" });
    save.focus();
    server["GET /api/safety-plan/trusted-contact"] = { contact: PRIYA };
    fireEvent.click(save);
    expect(await screen.findByText("Your trusted contact is saved.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));

    fireEvent.click(screen.getByRole("button", { name: "Change" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Their name")));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(document.activeElement).toBe(heading));

    server["GET /api/safety-plan/trusted-contact"] = { contact: null };
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Your trusted contact is removed.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
