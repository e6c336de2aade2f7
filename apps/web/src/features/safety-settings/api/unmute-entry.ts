import { api } from "../../../lib/api-client.ts";

/** DELETE /api/mutes/entries/:entryId: someone muted from a support circle, undone by the list entry. */
export const unmuteEntry = (entryId: string) =>
  api<{ ok: true }>(`/api/mutes/entries/${entryId}`, { method: "DELETE" });
