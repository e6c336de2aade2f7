/** Query keys of the live circle room, from one place. */
export const circleRoomKeys = {
  all: ["circle-room"] as const,
  /** One meeting's room: its state and who is in it. */
  room: (occurrenceId: string) => [...circleRoomKeys.all, occurrenceId] as const,
};
