// Reads and writes a member's settings: who may message them and discoverability (on their profile),
// and their notification preferences (one row per kind they changed; no row means the default).
import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { preparedStatement } from "../../platform/db/prepared.ts";
import { notificationPreferences } from "../../platform/db/schema/account.ts";
import { user } from "../../platform/db/schema/auth.ts";
import { userProfiles } from "../../platform/db/schema/profiles.ts";

export interface PrefRow {
  kind: string;
  inApp: boolean;
  email: boolean;
  /** Web Push (decision 027); null: the kind's default (a row from before push, or a change that left push out). */
  push: boolean | null;
}

/** A member's notification choices: every notification and push asks (prepared). */
const prefsOf = preparedStatement<PrefRow>(
  "settings_prefs_of",
  sql`select kind, in_app as "inApp", email, push from notification_preferences
    where user_id = ${sql.placeholder("userId")}::uuid`,
);

/**
 * A member's notification choices as one JSON array of PrefRow (empty: all defaults), for a caller
 * that reads them inside its own statement (chat reads them with a first message's send facts).
 */
export const prefsJsonOf = (userId: SQL) =>
  sql`coalesce((select json_agg(json_build_object('kind', np.kind, 'inApp', np.in_app, 'email', np.email,
    'push', np.push)) from notification_preferences np where np.user_id = ${userId}), '[]')`;

export function createSettingsRepository(db: Db) {
  return {
    async privacy(userId: string): Promise<{ whoMayMessage: string; discoverable: boolean } | null> {
      const [row] = await db
        .select({ whoMayMessage: userProfiles.whoMayMessage, discoverable: userProfiles.discoverable })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId));
      return row ?? null;
    },
    async updatePrivacy(userId: string, values: { whoMayMessage?: string; discoverable?: boolean }) {
      await db
        .update(userProfiles)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(userProfiles.userId, userId));
    },
    prefs: (userId: string): Promise<PrefRow[]> => prefsOf(db, { userId }),
    /** `push` undefined keeps the member's earlier push choice. */
    async setPref(userId: string, pref: Omit<PrefRow, "push"> & { push?: boolean }) {
      await db
        .insert(notificationPreferences)
        .values({ userId, ...pref, push: pref.push ?? null })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: {
            inApp: pref.inApp,
            email: pref.email,
            ...(pref.push === undefined ? {} : { push: pref.push }),
            updatedAt: sql`now()`,
          },
        });
    },
    /** The address notification emails go to. */
    async emailOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
      return row?.email ?? null;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
