// Demo content, created on first start and skipped when it is already there (idempotent).
// Later features add their own demo content here. README.md lists these logins.
import type { Role } from "@saathi/contract/constants";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { type Auth, signupRole } from "../platform/auth/auth.ts";
import type { Db } from "../platform/db/client.ts";
import { user } from "../platform/db/schema/auth.ts";
import { userProfiles } from "../platform/db/schema/profiles.ts";
import type { Storage } from "../platform/storage/storage.ts";
import { seedDemoAdmin } from "./demo-admin.ts";
import { seedDemoCircles } from "./demo-circles.ts";
import { seedDemoConsents } from "./demo-consents.ts";
import { seedDemoCourses } from "./demo-courses.ts";
import { seedDemoDailyWellness } from "./demo-daily-wellness.ts";
import { seedDemoExperts } from "./demo-experts.ts";
import { seedDemoModerator } from "./demo-moderator.ts";
import { seedDemoSocial } from "./demo-social.ts";

export const DEMO_PASSWORD = "saathi123";
const DEMO_MEMBER_SINCE = () => new Date(Date.now() - 90 * 86_400_000);

interface DemoAccount {
  email: string;
  name: string;
  role: Role;
  phoneNumber?: string;
  profile: Partial<typeof userProfiles.$inferInsert>;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: "asha@saathi.demo",
    name: "Asha Rao",
    role: "users",
    profile: {
      username: "asha_rao",
      bio: "Learning to be gentle with myself, one day at a time.",
      location: "Bengaluru",
      languages: ["English", "Kannada"],
    },
  },
  {
    email: "rohan@saathi.demo",
    name: "Rohan Mehta",
    role: "users",
    profile: {
      username: "rohan.m",
      bio: "Private account. Working through exam stress and sleep.",
      location: "Pune",
      isPrivate: true,
      languages: ["English", "Hindi"],
    },
  },
  {
    email: "meera@saathi.demo",
    name: "Meera Iyer",
    role: "users",
    profile: {
      username: "meera_iyer",
      bio: "New mother finding her feet again. Here to listen and share.",
      location: "Chennai",
      languages: ["English"],
    },
  },
  {
    email: "kavya@saathi.demo",
    name: "Kavya Sharma",
    role: "expert",
    phoneNumber: "9876543210",
    profile: {
      username: "dr.kavya",
      bio: "Counselling psychologist with 9 years of practice in anxiety, stress and relationships.",
      location: "New Delhi",
      languages: ["English", "Hindi"],
    },
  },
  {
    email: "arjun@saathi.demo",
    name: "Arjun Nair",
    role: "expert",
    profile: {
      username: "arjun.nair",
      bio: "Clinical psychologist helping young professionals with burnout, stress and sleep.",
      location: "Kochi",
      languages: ["English", "Hindi"],
    },
  },
  {
    email: "neha@saathi.demo",
    name: "Neha Kapoor",
    role: "expert",
    profile: {
      username: "neha.kapoor",
      bio: "Family therapist for teens and parents finding their way back to each other.",
      location: "Mumbai",
      languages: ["English", "Hindi"],
    },
  },
  {
    email: "farah@saathi.demo",
    name: "Farah Khan",
    role: "expert",
    profile: {
      username: "farah.khan",
      bio: "Counsellor for grief, depression and the quiet weight of loneliness.",
      location: "Hyderabad",
      languages: ["English", "Hindi"],
    },
  },
  {
    email: "vikram@saathi.demo",
    name: "Vikram Rao",
    role: "expert",
    profile: {
      username: "vikram.rao",
      bio: "Workplace wellbeing coach: difficult managers, career change and confidence.",
      location: "Bengaluru",
      languages: ["English", "Kannada"],
    },
  },
  {
    email: "ananya@saathi.demo",
    name: "Ananya Bose",
    role: "expert",
    profile: {
      username: "ananya.bose",
      bio: "Relationship counsellor for couples and individuals, warm and practical.",
      location: "London",
      languages: ["English"],
    },
  },
  {
    email: "sofia@saathi.demo",
    name: "Sofia Martinez",
    role: "expert",
    profile: {
      username: "sofia.m",
      bio: "Bilingual therapist for anxiety and panic, trained in CBT and mindfulness.",
      location: "New York",
      languages: ["English", "Spanish"],
    },
  },
  {
    email: "rahul@saathi.demo",
    name: "Rahul Verma",
    role: "expert",
    profile: {
      username: "rahul.verma",
      bio: "Mental health counsellor for students: exam pressure, focus and self-worth.",
      location: "Jaipur",
      languages: ["Hindi", "English"],
    },
  },
  // A new expert registration, submitted and waiting in the admin's applications queue.
  {
    email: "pending@saathi.demo",
    name: "Nikhil Bose",
    role: "expert",
    profile: {
      username: "nikhil.bose",
      bio: "Counsellor for grief, loss and the slow work of starting again.",
      location: "Kolkata",
      languages: ["English", "Hindi"],
    },
  },
];

export async function seedDemo(
  db: Db,
  auth: Auth,
  storage: Storage,
  log: Logger,
  opts: { production?: boolean } = {},
): Promise<void> {
  const ctx = await auth.$context;
  let created = 0;
  let hash: string | undefined; // one scrypt hash serves every demo account (same password)
  for (const demo of DEMO_ACCOUNTS) {
    const existing = await db.select({ id: user.id }).from(user).where(eq(user.email, demo.email)).limit(1);
    if (existing.length) continue;
    hash ??= await ctx.password.hash(DEMO_PASSWORD);
    const u = await signupRole.run(demo.role, () =>
      ctx.internalAdapter.createUser(
        {
          email: demo.email,
          name: demo.name,
          emailVerified: true,
          ...(demo.phoneNumber ? { phoneNumber: demo.phoneNumber, phoneNumberVerified: true } : {}),
        },
        { method: "admin" },
      ),
    );
    await ctx.internalAdapter.linkAccount({
      userId: u.id,
      providerId: "credential",
      accountId: u.id,
      password: hash,
    });
    await db
      .update(userProfiles)
      // Demo people have been members for months (their posts are older than today), so the
      // new-account limits do not apply to them.
      .set({ ...demo.profile, displayName: demo.name, updatedAt: new Date(), createdAt: DEMO_MEMBER_SINCE() })
      .where(eq(userProfiles.userId, u.id));
    created++;
  }
  if (created) log.info({ created }, "demo accounts created");
  // The demo staff login with a published TOTP secret: never in production.
  await seedDemoAdmin(db, auth, log, {
    production: opts.production ?? true,
    passwordHash: async () => (hash ??= await ctx.password.hash(DEMO_PASSWORD)),
  });
  // The demo moderator (the moderation queue only), same rules as the demo admin.
  await seedDemoModerator(db, auth, log, {
    production: opts.production ?? true,
    passwordHash: async () => (hash ??= await ctx.password.hash(DEMO_PASSWORD)),
  });
  await seedDemoSocial(db, storage);
  await seedDemoExperts(db, storage);
  await seedDemoCourses(db, storage);
  await seedDemoDailyWellness(db);
  await seedDemoCircles(db);
  await seedDemoConsents(
    db,
    DEMO_ACCOUNTS.map((a) => ({ email: a.email, member: a.role === "users" })),
  );
}
