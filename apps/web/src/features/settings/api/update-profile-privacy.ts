import type { OwnProfile } from "@saathi/contract/profile";
import { api } from "../../../lib/api-client.ts";

/** PATCH /api/profiles/me with the two privacy switches of the profile (private account, hide real name). */
export const updateProfilePrivacy = (body: { isPrivate?: boolean; isHideName?: boolean }) =>
  api<OwnProfile>("/api/profiles/me", { method: "PATCH", body });
