// What other modules may use of availability besides its service: turning weekly rows, time off and
// booked sessions into free slots (the expert directory shows an expert's next free slots).
export { freeSlots, type Interval, type ScheduleRow } from "./slots.ts";
