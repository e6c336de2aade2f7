/** Query keys of the peer circles feature, from one place. */
export const peerCirclesKeys = {
  all: ["peer-circles"] as const,
  /** Every list of circles (whatever the filters): refreshed after joining, leaving or opening one. */
  roomLists: () => [...peerCirclesKeys.all, "rooms"] as const,
  rooms: (filters: { topic?: string; language?: string }) => [...peerCirclesKeys.roomLists(), filters] as const,
  room: (roomId: string) => [...peerCirclesKeys.all, "room", roomId] as const,
  messages: (roomId: string) => [...peerCirclesKeys.all, "messages", roomId] as const,
  listener: () => [...peerCirclesKeys.all, "listener"] as const,
  quiz: () => [...peerCirclesKeys.all, "quiz"] as const,
};
