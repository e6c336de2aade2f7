// Demo courses (ARCHITECTURE.md: at least two, one free and one paid) with modules, lessons and media
// made by scripts/make-demo-media.mjs. Intro videos and thumbnails are public; lesson media go to
// private storage and are streamed only to people who may open the course.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { COURSE_CATEGORIES, type CourseCategory } from "@saathi/contract/courses";
import { eq } from "drizzle-orm";
import type { Db } from "../platform/db/client.ts";
import {
  courseCategories,
  courseLessons,
  courseModules,
  courseTags,
  wellnessCourses,
} from "../platform/db/schema/wellness.ts";
import type { Storage } from "../platform/storage/storage.ts";

/** The committed demo media: courses/ (copied into storage here) and samples/ (served at /demo-media/). */
export const DEMO_MEDIA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../demo-media");

interface DemoLesson {
  name: string;
  description: string;
  file: string;
  seconds: number;
}
interface DemoCourse {
  slug: string;
  name: string;
  description: string;
  price: number;
  category: CourseCategory;
  tags: string[];
  intro: string;
  thumbnail: string;
  modules: { title: string; description: string; lessons: DemoLesson[] }[];
}

// The fixed categories (the web shows each in the reader's language from the contract's labels).
const CATEGORIES = COURSE_CATEGORIES;
const TAGS = ["Beginner", "Breathing", "Work", "Self-care"];

export const DEMO_COURSES: DemoCourse[] = [
  {
    slug: "calm-foundations",
    name: "Calm Foundations",
    description:
      "A gentle first week of calm: short guided practices to breathe, notice and rest, that you can do anywhere, even on a busy day.",
    price: 0,
    category: "Mindfulness",
    tags: ["Beginner", "Breathing", "Self-care"],
    intro: "calm-foundations-intro.mp4",
    thumbnail: "calm-foundations.webp",
    modules: [
      {
        title: "Breathing to settle",
        description:
          "Your breath is the one part of your nervous system you can steer on purpose. These two practices slow the body down so the mind can follow.",
        lessons: [
          {
            name: "Box breathing in two minutes",
            description: "In for four, hold for four, out for four, hold for four. Follow the circle.",
            file: "calm-box-breathing.mp4",
            seconds: 20,
          },
          {
            name: "The long out-breath",
            description: "Breathe out a little longer than you breathe in, with soft music to count against.",
            file: "calm-long-out-breath.mp3",
            seconds: 30,
          },
        ],
      },
      {
        title: "Noticing without judging",
        description:
          "When worry pulls you into the future, your senses bring you back to now. Try these whenever your thoughts start to race.",
        lessons: [
          {
            name: "Five senses grounding",
            description: "Five things you see, four you can touch, three you hear, two you smell, one you taste.",
            file: "calm-five-senses.mp4",
            seconds: 20,
          },
          {
            name: "A kind body scan",
            description: "Move your attention slowly from your feet to your head, and let each part soften.",
            file: "calm-body-scan.mp3",
            seconds: 30,
          },
        ],
      },
      {
        title: "Rest",
        description: "Lessons on sleep and rest are being recorded with our experts and will appear here.",
        lessons: [],
      },
    ],
  },
  {
    slug: "anxiety-at-work",
    name: "Managing Anxiety at Work",
    description:
      "Understand what anxiety does in your body, spot it early, and carry small tools into meetings, deadlines and hard conversations.",
    price: 49900,
    category: "Anxiety",
    tags: ["Work", "Breathing"],
    intro: "anxiety-work-intro.mp4",
    thumbnail: "anxiety-work.webp",
    modules: [
      {
        title: "Understanding anxiety",
        description:
          "Anxiety is your body's alarm system doing its job a little too loudly. Knowing how it works takes away some of its power over you.",
        lessons: [
          {
            name: "What anxiety is doing for you",
            description: "The body's alarm, why it fires in meetings, and why that is not your fault.",
            file: "anxiety-what-it-does.mp4",
            seconds: 20,
          },
          {
            name: "Spotting your early signs",
            description: "Tight shoulders, shallow breath, racing thoughts: learn your own first signals.",
            file: "anxiety-early-signs.mp4",
            seconds: 20,
          },
        ],
      },
      {
        title: "Tools for the workday",
        description: "Small, quiet practices you can use at your desk, before a call or after a difficult email.",
        lessons: [
          {
            name: "A one-minute reset at your desk",
            description: "Music to breathe with for one slow minute, eyes open or closed.",
            file: "anxiety-desk-reset.mp3",
            seconds: 30,
          },
          {
            name: "Planning the hard conversation",
            description: "Write the one thing you need, picture it going okay, and breathe out first.",
            file: "anxiety-hard-conversation.mp4",
            seconds: 20,
          },
        ],
      },
    ],
  },
];

const typeOf = (file: string) =>
  file.endsWith(".mp4") ? "video/mp4" : file.endsWith(".mp3") ? "audio/mpeg" : "image/webp";

export async function seedDemoCourses(db: Db, storage: Storage): Promise<void> {
  await db
    .insert(courseCategories)
    .values(CATEGORIES.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(courseTags)
    .values(TAGS.map((name) => ({ name })))
    .onConflictDoNothing();
  const categories = new Map((await db.select().from(courseCategories)).map((c) => [c.name, c.id]));
  const tags = new Map((await db.select().from(courseTags)).map((t) => [t.name, t.id]));
  const read = (file: string) => readFile(path.join(DEMO_MEDIA_DIR, "courses", file));

  for (const [position, c] of DEMO_COURSES.entries()) {
    const [existing] = await db
      .select({ id: wellnessCourses.id })
      .from(wellnessCourses)
      .where(eq(wellnessCourses.slug, c.slug));
    if (existing) continue;
    const intro = await storage.put(`courses/${c.slug}/${c.intro}`, await read(c.intro), "video/mp4", 3600);
    const thumb = await storage.put(`courses/${c.slug}/${c.thumbnail}`, await read(c.thumbnail), "image/webp", 3600);
    await db.transaction(async (tx) => {
      const [course] = await tx
        .insert(wellnessCourses)
        .values({
          slug: c.slug,
          name: c.name,
          description: c.description,
          price: c.price,
          isPaid: c.price > 0,
          categoryId: categories.get(c.category) ?? null,
          tagIds: c.tags.flatMap((t) => tags.get(t) ?? []),
          introVideoUrl: intro.url,
          thumbnailUrl: thumb.url,
          position,
        })
        .returning({ id: wellnessCourses.id });
      if (!course) throw new Error(`demo course ${c.slug} not created`);
      for (const [mi, m] of c.modules.entries()) {
        const [mod] = await tx
          .insert(courseModules)
          .values({ courseId: course.id, title: m.title, description: m.description, position: mi })
          .returning({ id: courseModules.id });
        if (!mod) throw new Error("demo module not created");
        for (const [li, l] of m.lessons.entries()) {
          const key = `courses/${c.slug}/${l.file}`;
          await storage.putPrivate(key, await read(l.file), typeOf(l.file));
          await tx.insert(courseLessons).values({
            moduleId: mod.id,
            name: l.name,
            description: l.description,
            mediaKey: key,
            mediaKind: l.file.endsWith(".mp4") ? "video" : "audio",
            mediaType: typeOf(l.file),
            durationSeconds: l.seconds,
            position: li,
          });
        }
      }
    });
  }
}
