import type { OwnProfile } from "@saathi/contract/profile";
import { api } from "../../../lib/api-client.ts";

/** POST /api/profiles/me/avatar (multipart) */
export const uploadAvatar = (file: File) => {
  const form = new FormData();
  form.append("avatar", file);
  return api<OwnProfile>("/api/profiles/me/avatar", { method: "POST", body: form });
};
