// The demo's staff login: admin@saathi.demo / saathi123 with two-factor already set up, so
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

/** One demo staff account with its published second factor (the admin; the moderator). */
export interface DemoStaffLogin {
  email: string;
  role: "admin" | "moderator";
  name: string;
  username: string;
  bio: string;
  totpSecret: string;
  backupCodes: string[];
  outboxSubject: string;
  outboxText: string;
}

export async function seedDemoAdmin(
  db: Db,
  auth: Auth,
  log: Logger,
  opts: { production: boolean; passwordHash: () => Promise<string> },
): Promise<void> {
  await seedDemoStaff(db, auth, log, opts, {
    email: DEMO_ADMIN_EMAIL,
    role: "admin",
    name: "Saathi Admin",
    username: "saathi_admin",
    bio: "Saathi operations team (demo staff account).",
    totpSecret: DEMO_ADMIN_TOTP_SECRET,
    backupCodes: DEMO_ADMIN_BACKUP_CODES,
    outboxSubject: "Your demo admin login",
    outboxText: demoAdminOutboxText(),
  });
}

export async function seedDemoStaff(
  db: Db,
  auth: Auth,
  log: Logger,
  opts: { production: boolean; passwordHash: () => Promise<string> },
  login: DemoStaffLogin,
): Promise<void> {
  if (opts.production) return;
  const existing = await db.select({ id: user.id }).from(user).where(eq(user.email, login.email)).limit(1);
  if (existing.length) return;
  const ctx = await auth.$context;
  const u = await signupRole.run(login.role, () =>
    ctx.internalAdapter.createUser(
      { email: login.email, name: login.name, emailVerified: true, twoFactorEnabled: true },
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
      displayName: login.name,
      username: login.username,
      bio: login.bio,
      role: login.role,
      updatedAt: new Date(),
    })
    .where(eq(userProfiles.userId, u.id));
  // Stored exactly as better-auth's enable + verify would: encrypted with the auth secret; the
  // "base32:" prefix tells its TOTP check to decode the key (plugins/two-factor/totp).
  const key = ctx.secretConfig as Parameters<typeof symmetricEncrypt>[0]["key"];
  await db.insert(twoFactor).values({
    userId: u.id,
    secret: await symmetricEncrypt({ key, data: `base32:${login.totpSecret}` }),
    backupCodes: await symmetricEncrypt({ key, data: JSON.stringify(login.backupCodes) }),
    verified: true,
  });
  await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, u.id));
  await createOutbox(db).add({ to: login.email, subject: login.outboxSubject, text: login.outboxText });
  log.info({ email: login.email, role: login.role }, "demo staff created (TOTP secret in the dev outbox and README)");
}
