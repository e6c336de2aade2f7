// Peer circles' reads and writes, as one object over its parts: rooms and members, messages, and
// listeners (quiz, applications, status). Rules live in peer-circles.policy.ts and the services.
import type { Db } from "../../platform/db/client.ts";
import { createListenersRepository } from "./listeners.repository.ts";
import { createPeerMessagesRepository } from "./peer-messages.repository.ts";
import { createPeerRoomsRepository } from "./peer-rooms.repository.ts";

export function createPeerCirclesRepository(db: Db) {
  return {
    ...createPeerRoomsRepository(db),
    ...createPeerMessagesRepository(db),
    ...createListenersRepository(db),
  };
}

export type PeerCirclesRepository = ReturnType<typeof createPeerCirclesRepository>;
