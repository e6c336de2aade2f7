// Saathi's listener course: product content every install has (not demo data), seeded at every
// start by its slug (idempotent), so a member can become a listener anywhere. Its lessons are
// written lessons (no media yet); the quiz at its end is graded by the server (modules/peer-circles).
import { LISTENER_COURSE_SLUG } from "@saathi/contract/peer-circles";
import { eq } from "drizzle-orm";
import type { Db } from "../platform/db/client.ts";
import { courseLessons, courseModules, wellnessCourses } from "../platform/db/schema/wellness.ts";

export const LISTENER_COURSE = {
  name: "Listening well: Saathi's listener course",
  description:
    "Learn to listen in Saathi's peer circles: hearing without fixing, keeping kind boundaries, and what to do when someone may be at risk. Finish with a short quiz, then apply to lead a circle.",
  modules: [
    {
      title: "Active listening",
      description:
        "Reflect what you hear, ask open questions, and let silences be. You are there to understand, not to fix.",
      lessons: [
        ["Hearing the feeling", "Name the feeling you hear (“that sounds lonely”) before anything else."],
        ["Open questions", "Ask “what was that like for you?” rather than “why did you do that?”."],
      ],
    },
    {
      title: "Boundaries",
      description:
        "You are a peer, not a counsellor: share your own story only to help, never give medical advice, and take breaks.",
      lessons: [
        [
          "A peer, not a counsellor",
          "Share your own experience briefly and only when it helps; never diagnose or advise on medicines.",
        ],
        ["Looking after yourself", "Step away when you need to; hand a room to another listener or a moderator."],
      ],
    },
    {
      title: "When someone is at risk",
      description:
        "Take every mention of self-harm seriously: stay kind, show the helplines, and alert Saathi's moderators at once.",
      lessons: [
        ["Noticing risk", "Words about ending one's life or self-harm are always taken seriously, even as a joke."],
        [
          "What to do",
          "Stay with the person, share the helplines (Tele-MANAS 14416), and tell the moderators: Saathi alerts them too.",
        ],
      ],
    },
  ],
} as const;

/** Adds the listener course once (by slug); answers its id. */
export async function seedListenerCourse(db: Db): Promise<string> {
  const [existing] = await db
    .select({ id: wellnessCourses.id })
    .from(wellnessCourses)
    .where(eq(wellnessCourses.slug, LISTENER_COURSE_SLUG));
  if (existing) return existing.id;
  return db.transaction(async (tx) => {
    const [course] = await tx
      .insert(wellnessCourses)
      .values({
        slug: LISTENER_COURSE_SLUG,
        name: LISTENER_COURSE.name,
        description: LISTENER_COURSE.description,
        price: 0,
        isPaid: false,
        position: 90,
      })
      .onConflictDoNothing()
      .returning({ id: wellnessCourses.id });
    if (!course) {
      // Another server process seeded it meanwhile.
      const [other] = await tx
        .select({ id: wellnessCourses.id })
        .from(wellnessCourses)
        .where(eq(wellnessCourses.slug, LISTENER_COURSE_SLUG));
      if (!other) throw new Error("listener course neither created nor found");
      return other.id;
    }
    for (const [mi, m] of LISTENER_COURSE.modules.entries()) {
      const [mod] = await tx
        .insert(courseModules)
        .values({ courseId: course.id, title: m.title, description: m.description, position: mi })
        .returning({ id: courseModules.id });
      if (!mod) throw new Error("listener course module not created");
      await tx
        .insert(courseLessons)
        .values(m.lessons.map(([name, description], li) => ({ moduleId: mod.id, name, description, position: li })));
    }
    return course.id;
  });
}
