// What other modules may use of peer circles: its services' types.
export type { ListenersService } from "./listeners.service.ts";
export type { PeerCirclesService } from "./peer-circles.service.ts";
