import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { PrivacySettingsSection } from "./privacy-settings-section.tsx";

const me = {
  user: { id: "u-1", email: "a@x.in", name: "Asha", role: "users", emailVerified: true, phoneNumber: null },
  profile: {
    userId: "u-1",
    firstName: "Asha",
    lastName: "Rao",
    displayName: "Asha",
    username: "asha",
    bio: null,
    avatarUrl: null,
    location: null,
    role: "users",
    isHideName: false,
    isPrivate: false,
    languages: [],
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("profile and privacy", () => {
  it("opens the profile edit, and saves each choice where it belongs", async () => {
    const calls = fakeApi({
      "GET /api/me": me,
      "GET /api/settings/privacy": { whoMayMessage: "everyone", discoverable: true },
      "PUT /api/settings/privacy": { whoMayMessage: "buddies", discoverable: true },
      "PATCH /api/profiles/me": { ...me.profile, isPrivate: true },
    });
    const onEditProfile = vi.fn();
    renderWithProviders(<PrivacySettingsSection onEditProfile={onEditProfile} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit profile" }));
    expect(onEditProfile).toHaveBeenCalledOnce();

    fireEvent.click(await screen.findByRole("radio", { name: "Buddies only" }));
    await waitFor(() => expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ whoMayMessage: "buddies" }));
    fireEvent.click(screen.getByRole("switch", { name: /Private account/ }));
    await waitFor(() => expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ isPrivate: true }));
    expect(screen.queryByRole("alert")).toBeNull();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Saved"));
  });

  it("puts 'Show me in search' back and says so when it cannot be saved", async () => {
    fakeApi({
      "GET /api/me": me,
      "GET /api/settings/privacy": { whoMayMessage: "everyone", discoverable: true },
      "PUT /api/settings/privacy": [503, { code: "X", message: "down" }],
    });
    renderWithProviders(<PrivacySettingsSection onEditProfile={() => {}} />);
    const search = (await screen.findByRole("switch", { name: /Show me in search/ })) as HTMLInputElement;
    fireEvent.click(search);
    expect((await screen.findByRole("alert")).textContent).toBe("That change was not saved. Please try again.");
    await waitFor(() => expect(search.checked).toBe(true));
  });
});
