import type { FollowState } from "@saathi/contract/follows";
import type { OwnProfile } from "@saathi/contract/profile";
import type { UpdateProfileBody } from "@saathi/contract/profile-edit";
import type { PublicProfile } from "@saathi/contract/public-profile";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const profileQueryOptions = (identifier: string) =>
  queryOptions({
    queryKey: ["profile", identifier],
    queryFn: ({ signal }) => api<PublicProfile>(`/api/profiles/${encodeURIComponent(identifier)}`, { signal }),
    retry: false,
  });

export const updateProfile = (body: UpdateProfileBody) =>
  api<OwnProfile>("/api/profiles/me", { method: "PATCH", body });

export const uploadAvatar = (file: File) => {
  const form = new FormData();
  form.append("avatar", file);
  return api<OwnProfile>("/api/profiles/me/avatar", { method: "POST", body: form });
};

export const checkUsername = (username: string, signal?: AbortSignal) =>
  api<{ available: boolean }>(`/api/profiles/username-availability?username=${encodeURIComponent(username)}`, {
    signal,
  });

export const unfollow = (userId: string) => api<FollowState>(`/api/follows/${userId}`, { method: "DELETE" });
export const acceptFollow = (userId: string) =>
  api<FollowState>(`/api/follow-requests/${userId}/accept`, { method: "POST" });
export const declineFollow = (userId: string) =>
  api<FollowState>(`/api/follow-requests/${userId}/decline`, { method: "POST" });
