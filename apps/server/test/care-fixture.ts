// The people of a care test: a member who booked and paid a session with an expert, and everyone
// who must NOT see their care (another member, another expert, a moderator, an admin, anonymous).
import { staffMember } from "./admin-helpers.ts";
import { bookAndPay } from "./booking-helpers.ts";
import { publishedExpert } from "./experts-fixture.ts";
import type { Harness, Member } from "./harness.ts";
import { moderatorMember } from "./moderation-helpers.ts";

export interface CareWorld {
  member: Member;
  expert: Member;
  otherMember: Member;
  otherExpert: Member;
  moderator: Member;
  admin: Member;
  bookingId: string;
  startsAt: string;
}

/** Roles for a permission matrix, in a fixed order; `null` is anonymous. */
export const careRoles = (w: CareWorld): [string, Member | null][] => [
  ["owner member", w.member],
  ["their expert", w.expert],
  ["another member", w.otherMember],
  ["another expert", w.otherExpert],
  ["moderator", w.moderator],
  ["admin", w.admin],
  ["anonymous", null],
];

export async function careWorld(h: Harness): Promise<CareWorld> {
  const [expert, otherExpert] = await Promise.all([
    publishedExpert(h, { fullName: "Meera Care" }),
    publishedExpert(h, { fullName: "Other Care" }),
  ]);
  const [member, otherMember, moderator, admin] = await Promise.all([
    h.member({ firstName: "Asha" }),
    h.member(),
    moderatorMember(h),
    staffMember(h),
  ]);
  const { bookingId, startsAt } = await bookAndPay(h, member, expert.id);
  // The other expert has a client of their own, so "another expert" is a real expert with care.
  await bookAndPay(h, otherMember, otherExpert.id);
  return { member, expert, otherMember, otherExpert, moderator, admin, bookingId, startsAt };
}

/** An injected request as one of the roles (null: anonymous). */
export function asRole(
  h: Harness,
  m: Member | null,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
) {
  return h.app.inject({
    method,
    url,
    headers: { origin: "http://localhost:3000", ...(m ? { cookie: m.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}
