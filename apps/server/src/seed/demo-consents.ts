// Demo accounts have accepted the terms and privacy policy, and the demo members have also
// agreed to keep their journal and test results (so trying the tools shows the saved flow; a fresh
// member sees the consent prompt). Idempotent: a purpose already recorded is left as it is.
import { CONSENT_VERSION } from "@saathi/contract/consents";
import { sql } from "drizzle-orm";
import type { Db } from "../platform/db/client.ts";

export async function seedDemoConsents(db: Db, emails: { email: string; member: boolean }[]): Promise<void> {
  for (const { email, member } of emails) {
    const purposes = member ? (["terms", "privacy", "sensitive"] as const) : (["terms", "privacy"] as const);
    for (const purpose of purposes)
      await db.execute(sql`
        insert into consents (user_id, purpose, version)
        select u.id, ${purpose}, ${CONSENT_VERSION[purpose]} from "user" u
        where u.email = ${email}
          and not exists (select 1 from consents c where c.user_id = u.id and c.purpose = ${purpose})`);
  }
}
