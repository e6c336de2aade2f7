// Who may read and change availability (decision 033): only the expert, for themself. Pure rules.

/** Only expert accounts have weekly hours and time off; members hear 403. */
export const mayKeepAvailability = (user: { role: string }) => user.role === "expert";

/**
 * A change may go ahead only when every session it newly leaves outside the availability is one the
 * expert has seen and keeps on purpose (a session booked since they looked stops the save again).
 */
export const unkeptSessions = <T extends { id: string }>(newlyStranded: readonly T[], keep: readonly string[]) =>
  newlyStranded.filter((s) => !keep.includes(s.id));
