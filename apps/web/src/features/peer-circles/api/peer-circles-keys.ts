/** Query keys of the peer circles feature, from one place. */
export const peerCirclesKeys = {
  all: ["peer-circles"] as const,
  rooms: () => [...peerCirclesKeys.all, "rooms"] as const,
  room: (roomId: string) => [...peerCirclesKeys.all, "room", roomId] as const,
  messages: (roomId: string) => [...peerCirclesKeys.all, "messages", roomId] as const,
  listener: () => [...peerCirclesKeys.all, "listener"] as const,
  quiz: () => [...peerCirclesKeys.all, "quiz"] as const,
};
