// What other modules may use of circles: the service's types (the payment routes settle seat orders).
export type { CircleSeatOrders, CirclesService } from "./circles.service.ts";
// The live room reads meetings and seats through this (no decisions).
export { type CircleRoomAccess, createCircleRoomAccess, type MeetingForRoom } from "./room-access.ts";
