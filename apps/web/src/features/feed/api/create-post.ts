import type { Post } from "@saathi/contract/posts";
import { api } from "../../../lib/api-client.ts";

/** POST /api/posts (multipart: the text and up to the allowed number of images). */
export const createPost = (content: string, images: File[]) => {
  const form = new FormData();
  form.append("content", content);
  for (const f of images) form.append("images", f);
  return api<Post>("/api/posts", { method: "POST", body: form });
};
