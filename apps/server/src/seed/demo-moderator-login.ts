// The demo moderator's published second factor (README, dev outbox): local use only, never
// seeded in production. No imports, so the Playwright journeys can compute codes from it too.

export const DEMO_MODERATOR_EMAIL = "moderator@saathi.demo";
/** Base32, as authenticator apps take it; TOTP, 6 digits, 30 seconds. */
export const DEMO_MODERATOR_TOTP_SECRET = "SAATHIDEMOMODERATORTOTPKEY234567";
/** One-time codes in place of the app's code (each works once per seeded database). */
export const DEMO_MODERATOR_BACKUP_CODES = Array.from({ length: 10 }, (_, i) => `demo${i}-moderator`);
