import type { SessionSummary } from "@saathi/contract/care-plan";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { carePlanKeys } from "./care-keys.ts";

/** PUT /api/care/links/:linkId/sessions/:bookingId/summary (expert; the member sees it once saved). */
export const saveSummary = ({ linkId, bookingId, text }: { linkId: string; bookingId: string; text: string }) =>
  api<SessionSummary>(
    `/api/care/links/${encodeURIComponent(linkId)}/sessions/${encodeURIComponent(bookingId)}/summary`,
    { method: "PUT", body: { text } },
  );

export function useSaveSummary(linkId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { bookingId: string; text: string }) => saveSummary({ ...input, linkId }),
    onSettled: () => qc.invalidateQueries({ queryKey: carePlanKeys.plan(linkId) }),
  });
}
