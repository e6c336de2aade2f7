import type { OwnProfile } from "@saathi/contract/profile";
import type { UpdateProfileBody } from "@saathi/contract/profile-edit";
import { api } from "../../../lib/api-client.ts";

/** PATCH /api/profiles/me */
export const updateProfile = (body: UpdateProfileBody) =>
  api<OwnProfile>("/api/profiles/me", { method: "PATCH", body });
