// The demo staff login's published second factor (README, dev outbox): local use only, never seeded in
// production. No imports, so the Playwright journeys can compute codes from it too (e2e/support/admin.ts).

export const DEMO_ADMIN_EMAIL = "admin@saathi.demo";
/** Base32, as authenticator apps take it ("enter a setup key"); TOTP, 6 digits, 30 seconds. */
export const DEMO_ADMIN_TOTP_SECRET = "SAATHIDEMOADMINTOTPSECRETKEY2345";
/** One-time codes in place of the app's code (each works once per seeded database). */
export const DEMO_ADMIN_BACKUP_CODES = Array.from({ length: 10 }, (_, i) => `demo${i}-admin`);
