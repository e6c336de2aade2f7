import type { SessionNotes } from "@saathi/contract/care-plan";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { carePlanKeys } from "./care-keys.ts";

/** GET /api/care/links/:linkId/sessions/:bookingId/notes: the expert's private notes (expert only). */
export const getSessionNotes = (linkId: string, bookingId: string, signal?: AbortSignal) =>
  api<SessionNotes>(`/api/care/links/${encodeURIComponent(linkId)}/sessions/${encodeURIComponent(bookingId)}/notes`, {
    signal,
  });

export const useSessionNotes = (linkId: string, bookingId: string, enabled: boolean) =>
  useQuery({
    queryKey: carePlanKeys.notes(linkId, bookingId),
    queryFn: ({ signal }) => getSessionNotes(linkId, bookingId, signal),
    enabled,
    // Private: never kept longer than the page needs it.
    gcTime: 0,
  });
