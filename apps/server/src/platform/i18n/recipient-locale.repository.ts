// The language a person reads Saathi in, for what reaches them outside a request of
// theirs: emails, SMS, realtime notifications. user_profiles.locale (null: not chosen yet).
import { isLocale, type Locale } from "@saathi/contract/locale";
import { eq, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { user } from "../db/schema/auth.ts";
import { userProfiles } from "../db/schema/profiles.ts";

export function createRecipientLocales(db: Db) {
  const first = (rows: { locale: string | null }[]): Locale | null => {
    const l = rows[0]?.locale;
    return isLocale(l) ? l : null;
  };
  return {
    /** The chosen language of one account, or null. */
    async byUserId(userId: string): Promise<Locale | null> {
      const rows = await db
        .select({ locale: userProfiles.locale })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId))
        .limit(1);
      return first(rows);
    },
    /** The chosen language of the account with this email address or phone number, or null. */
    async byAddress(to: string): Promise<Locale | null> {
      const address = to.trim().toLowerCase();
      const rows = await db
        .select({ locale: userProfiles.locale })
        .from(user)
        .innerJoin(userProfiles, eq(userProfiles.userId, user.id))
        .where(or(sql`lower(${user.email}) = ${address}`, eq(user.phoneNumber, address)))
        .limit(1);
      return first(rows);
    },
  };
}

export type RecipientLocales = ReturnType<typeof createRecipientLocales>;
