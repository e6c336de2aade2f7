// The demo's moderator login: moderator@saathi.demo / saathi123, two-factor set up, who sees
// only the moderation queue in /admin. Its TOTP secret is PUBLIC (README, dev outbox): local use only.
import type { Logger } from "pino";
import type { Auth } from "../platform/auth/auth.ts";
import type { Db } from "../platform/db/client.ts";
import { seedDemoStaff } from "./demo-admin.ts";
import {
  DEMO_MODERATOR_BACKUP_CODES,
  DEMO_MODERATOR_EMAIL,
  DEMO_MODERATOR_TOTP_SECRET,
} from "./demo-moderator-login.ts";

export const demoModeratorOutboxText = () =>
  [
    "The demo moderator login (local use only):",
    `  email: ${DEMO_MODERATOR_EMAIL}`,
    "  password: saathi123",
    `  authenticator setup key (TOTP, 6 digits, 30 s): ${DEMO_MODERATOR_TOTP_SECRET}`,
    `  backup codes: ${DEMO_MODERATOR_BACKUP_CODES.join(" ")}`,
    "Open /admin, sign in, then enter the code your authenticator app shows: you will see the moderation queue.",
  ].join("\n");

export async function seedDemoModerator(
  db: Db,
  auth: Auth,
  log: Logger,
  opts: { production: boolean; passwordHash: () => Promise<string> },
): Promise<void> {
  await seedDemoStaff(db, auth, log, opts, {
    email: DEMO_MODERATOR_EMAIL,
    role: "moderator",
    name: "Saathi Moderator",
    username: "saathi_moderator",
    bio: "Saathi safety team (demo moderator account).",
    totpSecret: DEMO_MODERATOR_TOTP_SECRET,
    backupCodes: DEMO_MODERATOR_BACKUP_CODES,
    outboxSubject: "Your demo moderator login",
    outboxText: demoModeratorOutboxText(),
  });
}
