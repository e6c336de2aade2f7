import { api } from "../../../lib/api-client.ts";

/** PUT (on) or DELETE (off) /api/experts/:id/favourite */
export const setFavourite = (expertId: string, on: boolean) =>
  api<{ isFavourite: boolean }>(`/api/experts/${expertId}/favourite`, { method: on ? "PUT" : "DELETE" });
