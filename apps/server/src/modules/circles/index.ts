// What other modules may use of circles: the service's types (the payment routes settle seat orders).
export type { CircleSeatOrders, CirclesService } from "./circles.service.ts";
