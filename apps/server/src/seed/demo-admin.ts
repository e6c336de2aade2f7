// The demo's staff login (issue 15): admin@saathi.demo / saathi123 with two-factor already set up, so
// the console can be tried at once. Its TOTP secret and backup codes are PUBLIC (README, dev outbox):
// for local use only, never seeded in production.
import { symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { type Auth, signupRole } from "../platform/auth/auth.ts";
import type { Db } from "../platform/db/client.ts";
import { twoFactor, user } from "../platform/db/schema/auth.ts";
import { userProfiles } from "../platform/db/schema/profiles.ts";
import { createOutbox } from "../platform/mail/outbox.repository.ts";
import { DEMO_ADMIN_BACKUP_CODES, DEMO_ADMIN_EMAIL, DEMO_ADMIN_TOTP_SECRET } from "./demo-admin-login.ts";

export { DEMO_ADMIN_BACKUP_CODES, DEMO_ADMIN_EMAIL, DEMO_ADMIN_TOTP_SECRET };

export const demoAdminOutboxText = () =>
  [
    "The demo admin login (local use only):",
    `  email: ${DEMO_ADMIN_EMAIL}`,
    "  password: saathi123",
    `  authenticator setup key (TOTP, 6 digits, 30 s): ${DEMO_ADMIN_TOTP_SECRET}`,
    `  otpauth://totp/Saathi:${encodeURIComponent(DEMO_ADMIN_EMAIL)}?secret=${DEMO_ADMIN_TOTP_SECRET}&issuer=Saathi`,
    `  backup codes: ${DEMO_ADMIN_BACKUP_CODES.join(" ")}`,
    "Open /admin, sign in, then enter the code your authenticator app shows.",
  ].join("\n");

export async function seedDemoAdmin(
  db: Db,
  auth: Auth,
  log: Logger,
  opts: { production: boolean; passwordHash: () => Promise<string> },
): Promise<void> {
  if (opts.production) return;
  const existing = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ADMIN_EMAIL)).limit(1);
  if (existing.length) return;
  const ctx = await auth.$context;
  const u = await signupRole.run("admin", () =>
    ctx.internalAdapter.createUser(
      { email: DEMO_ADMIN_EMAIL, name: "Saathi Admin", emailVerified: true, twoFactorEnabled: true },
      { method: "admin" },
    ),
  );
  await ctx.internalAdapter.linkAccount({
    userId: u.id,
    providerId: "credential",
    accountId: u.id,
    password: await opts.passwordHash(),
  });
  await db
    .update(userProfiles)
    .set({
      displayName: "Saathi Admin",
      username: "saathi_admin",
      bio: "Saathi operations team (demo staff account).",
      role: "admin",
      updatedAt: new Date(),
    })
    .where(eq(userProfiles.userId, u.id));
  // Stored exactly as better-auth's enable + verify would: encrypted with the auth secret; the
  // "base32:" prefix tells its TOTP check to decode the key (plugins/two-factor/totp).
  const key = ctx.secretConfig as Parameters<typeof symmetricEncrypt>[0]["key"];
  await db.insert(twoFactor).values({
    userId: u.id,
    secret: await symmetricEncrypt({ key, data: `base32:${DEMO_ADMIN_TOTP_SECRET}` }),
    backupCodes: await symmetricEncrypt({ key, data: JSON.stringify(DEMO_ADMIN_BACKUP_CODES) }),
    verified: true,
  });
  await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, u.id));
  await createOutbox(db).add({ to: DEMO_ADMIN_EMAIL, subject: "Your demo admin login", text: demoAdminOutboxText() });
  log.info({ email: DEMO_ADMIN_EMAIL }, "demo admin created (TOTP secret in the dev outbox and README)");
}
