// Staff accounts for API tests: an admin whose session proved the second factor (as the TOTP step
// does), or one that did not. The real TOTP flow is tested in the staff-access tests; other tests
// start from here.
import { eq, sql } from "drizzle-orm";
import { user } from "../src/platform/db/schema/auth.ts";
import { userProfiles } from "../src/platform/db/schema/profiles.ts";
import type { Harness, Member } from "./harness.ts";

/** Makes an account an admin, as `npm run admin -- grant EMAIL` would. */
export async function makeAdmin(h: Harness, m: Member): Promise<void> {
  await h.database.db.update(user).set({ role: "admin" }).where(eq(user.id, m.id));
  await h.database.db.update(userProfiles).set({ role: "admin" }).where(eq(userProfiles.userId, m.id));
}

/** Marks every session of this account as having proved the second factor. */
export async function markSecondFactor(h: Harness, m: Member): Promise<void> {
  await h.database.db.execute(sql`update session set second_factor_at = now() where user_id = ${m.id}`);
}

/** A signed-in admin with the second factor: every admin endpoint answers them. */
export async function staffMember(h: Harness): Promise<Member> {
  const m = await h.member();
  await makeAdmin(h, m);
  await markSecondFactor(h, m);
  return m;
}

/** A signed-in admin who has not proved the second factor: admin endpoints answer 403. */
export async function staffWithoutSecondFactor(h: Harness): Promise<Member> {
  const m = await h.member();
  await makeAdmin(h, m);
  return m;
}
