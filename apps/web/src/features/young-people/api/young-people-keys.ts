import { youthKeys } from "../../../lib/api/young-people/young-people-keys.ts";

/** Query keys of the young-people feature (the member's own status is shared: lib/api/young-people). */
export const youngPeopleKeys = {
  all: youthKeys.all,
  status: youthKeys.status,
  guardianPage: (token: string) => [...youngPeopleKeys.all, "guardian", token] as const,
  guardianBooking: (token: string) => [...youngPeopleKeys.all, "guardian-booking", token] as const,
  teenWaiting: () => [...youngPeopleKeys.all, "teen-booking"] as const,
  teenBooking: (bookingId: string) => [...youngPeopleKeys.all, "teen-booking", bookingId] as const,
};
