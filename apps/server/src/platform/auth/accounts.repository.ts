// Whether an account exists, for the guards that answer 404 to unknown accounts.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { user } from "../db/schema/auth.ts";

/** Which body field names the account. */
export type IdentifierKind = "email" | "phone";

export function createAccountsRepository(db: Db) {
  return {
    async exists(kind: IdentifierKind, identifier: string): Promise<boolean> {
      const where = kind === "email" ? eq(user.email, identifier) : eq(user.phoneNumber, identifier);
      const rows = await db.select({ id: user.id }).from(user).where(where).limit(1);
      return rows.length > 0;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
