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
import { seedDemoSocial } from "./demo-social.ts";

export const DEMO_PASSWORD = "saathi123";

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
];

export async function seedDemo(db: Db, auth: Auth, storage: Storage, log: Logger): Promise<void> {
  const ctx = await auth.$context;
  let created = 0;
  for (const demo of DEMO_ACCOUNTS) {
    const existing = await db.select({ id: user.id }).from(user).where(eq(user.email, demo.email)).limit(1);
    if (existing.length) continue;
    const hash = await ctx.password.hash(DEMO_PASSWORD);
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
      .set({ ...demo.profile, displayName: demo.name, updatedAt: new Date() })
      .where(eq(userProfiles.userId, u.id));
    created++;
  }
  if (created) log.info({ created }, "demo accounts created");
  await seedDemoSocial(db, storage);
}
