/** The API path of a meeting's live room (every endpoint of this feature hangs under it). */
export const roomPath = (occurrenceId: string) => `/api/circles/meetings/${encodeURIComponent(occurrenceId)}/room`;
