import { api } from "../../../lib/api-client.ts";

/** DELETE /api/blocks/entries/:entryId: someone blocked from a support circle, undone by the list entry. */
export const unblockEntry = (entryId: string) =>
  api<{ ok: true }>(`/api/blocks/entries/${entryId}`, { method: "DELETE" });
