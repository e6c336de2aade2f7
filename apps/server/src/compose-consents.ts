// Consents and ages, wired early: the sign-up records both (terms and privacy, and the declared age),
// and the rules of later modules (settings, follows, chat, feed, journal, bookings) ask young-people.
import { createConsentsModule } from "./modules/consents/consents.module.ts";
import { createYoungPeopleModule } from "./modules/young-people/young-people.module.ts";
import type { ModuleList } from "./platform/modules/app-module.ts";
import type { Platform } from "./platform/modules/platform.ts";

export function consentsAndAges(p: Platform, use: ModuleList["use"]) {
  const { consents } = use(createConsentsModule(p));
  const { youngPeople: youth, guardianBookings } = use(createYoungPeopleModule(p));
  return { consents, youth, guardianBookings };
}
