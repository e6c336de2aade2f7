/** Query keys of the young-people feature. */
export const youngPeopleKeys = {
  all: ["young-people"] as const,
  status: () => [...youngPeopleKeys.all, "status"] as const,
  guardianPage: (token: string) => [...youngPeopleKeys.all, "guardian", token] as const,
  guardianBooking: (token: string) => [...youngPeopleKeys.all, "guardian-booking", token] as const,
  teenWaiting: () => [...youngPeopleKeys.all, "teen-booking"] as const,
  teenBooking: (bookingId: string) => [...youngPeopleKeys.all, "teen-booking", bookingId] as const,
};
