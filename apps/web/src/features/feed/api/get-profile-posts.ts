import type { PostPage } from "@saathi/contract/posts";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { feedKeys } from "./feed-keys.ts";

/** GET /api/profiles/:identifier/posts: one page of a member's posts, by cursor. */
export const getProfilePosts = (identifier: string, cursor: string, signal?: AbortSignal) =>
  api<PostPage>(`/api/profiles/${encodeURIComponent(identifier)}/posts${cursor ? `?cursor=${cursor}` : ""}`, {
    signal,
  });

/** A member's posts on their profile (20 a page). */
export const profilePostsQueryOptions = (identifier: string) =>
  infiniteQueryOptions({
    queryKey: feedKeys.profilePosts(identifier),
    queryFn: ({ pageParam, signal }) => getProfilePosts(identifier, pageParam, signal),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useProfilePosts = (identifier: string, enabled: boolean) =>
  useInfiniteQuery({ ...profilePostsQueryOptions(identifier), enabled });
