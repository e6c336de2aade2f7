// What goes into the export, step by step: one JSON file per kind of data, the posts' images, and
// index.html. Someone else in the member's data appears only by the name others see.
import path from "node:path";
import type { Readable } from "node:stream";
import { DATA_EXPORT_STEP_TEXT as STEP } from "@saathi/contract/data-export";
import type { Locale } from "@saathi/contract/locale";
import type { Logger } from "pino";
import type { PersonRow } from "../../platform/db/person-columns.ts";
import { visibleName } from "../../platform/presenters/person.presenter.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { EXPORT_NOTE_TEXT as NOTE } from "./data-export.messages.ts";
import type { ArchiveWriter } from "./export-archive.builder.ts";
import type { ExportCollectors } from "./export-collectors.repository.ts";
import { buildFhirBundle, fhirScoresOnPage } from "./export-fhir.builder.ts";
import { buildIndexHtml, type HtmlPost, type HtmlSection } from "./export-html.builder.ts";

type Collect = (c: ExportCollectors, userId: string) => Promise<unknown>;

/**
 * The kinds, in the order they are gathered and shown; `title` is also the progress step. Titles and
 * notes are catalog texts, stored in English and translated where they are shown.
 */
/** The readable page's view of a kind, when the file itself is for machines (FHIR: full of URLs). */
type PageView = (data: unknown) => unknown;

const KINDS: { file: string; title: string; collect: Collect; note?: string; page?: PageView }[] = [
  { file: "comments.json", title: STEP.comments, collect: (c, id) => c.comments(id) },
  { file: "likes.json", title: STEP.likes, collect: (c, id) => c.likes(id) },
  {
    file: "follows.json",
    title: STEP.follows,
    collect: (c, id) => c.follows(id),
    note: NOTE.follows,
  },
  {
    file: "chats.json",
    title: STEP.chats,
    collect: (c, id) => c.chats(id),
    note: NOTE.chats,
  },
  {
    file: "peer-circles.json",
    title: STEP.peerCircles,
    collect: (c, id) => c.peerCircles(id),
    note: NOTE.peerCircles,
  },
  { file: "notifications.json", title: STEP.notifications, collect: (c, id) => c.notifications(id) },
  { file: "assessments.json", title: STEP.assessments, collect: (c, id) => c.assessments(id) },
  {
    file: "scores-fhir.json",
    title: STEP.fhirScores,
    collect: async (c, id) =>
      buildFhirBundle(
        id,
        (await c.scoresForFhir(id)).map((r) => ({
          id: r.id,
          instrument: r.instrument,
          answers: r.answers,
          score: r.score,
          bookingId: r.booking_id,
          createdAt: r.created_at,
        })),
        new Date(),
      ),
    note: NOTE.fhirScores,
    page: (data) => fhirScoresOnPage(data as ReturnType<typeof buildFhirBundle>),
  },
  { file: "care-plan.json", title: STEP.carePlan, collect: (c, id) => c.carePlan(id), note: NOTE.carePlan },
  {
    file: "journal.json",
    title: STEP.journal,
    collect: (c, id) => c.journal(id),
    note: NOTE.journal,
  },
  { file: "challenges.json", title: STEP.challenges, collect: (c, id) => c.challenges(id) },
  { file: "health-bot.json", title: STEP.healthbot, collect: (c, id) => c.healthbot(id) },
  { file: "bookings.json", title: STEP.bookings, collect: (c, id) => c.bookings(id) },
  {
    file: "payments.json",
    title: STEP.payments,
    collect: (c, id) => c.payments(id),
    note: NOTE.payments,
  },
  { file: "course-purchases.json", title: STEP.coursePurchases, collect: (c, id) => c.coursePurchases(id) },
  {
    file: "session-packages.json",
    title: STEP.sessionPackages,
    collect: (c, id) => c.packages(id),
    note: NOTE.payments,
  },
  { file: "circles.json", title: STEP.circles, collect: (c, id) => c.circles(id), note: NOTE.payments },
  { file: "reviews.json", title: STEP.reviews, collect: (c, id) => c.reviews(id) },
  { file: "reports.json", title: STEP.reports, collect: (c, id) => c.reports(id) },
  { file: "blocks-and-mutes.json", title: STEP.blocksAndMutes, collect: (c, id) => c.blocksAndMutes(id) },
  { file: "consents.json", title: STEP.consents, collect: (c, id) => c.consents(id) },
  { file: "age-and-guardian.json", title: STEP.ageAndGuardian, collect: (c, id) => c.ageAndGuardian(id) },
  { file: "grievances.json", title: STEP.grievances, collect: (c, id) => c.grievances(id) },
  { file: "safety-plan.json", title: STEP.safetyPlan, collect: (c, id) => c.safetyPlan(id) },
  { file: "sign-ins.json", title: STEP.signIns, collect: (c, id) => c.signIns(id) },
  { file: "settings.json", title: STEP.settings, collect: (c, id) => c.settings(id) },
];

/** Replaces every `other` PersonRow with `with`: the name others see ('Deleted member' when gone). */
export function nameOthers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nameOthers);
  if (!value || typeof value !== "object" || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === "other") out.with = v ? visibleName(v as PersonRow) : "Deleted member";
    else out[k] = nameOthers(v);
  }
  return out;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Deps {
  collectors: ExportCollectors;
  storage: Storage;
  log: Logger;
}

/** Adds every kind to `writer`, reporting progress (0..95); answers the member's name and email. */
export async function gatherExport(
  userId: string,
  { collectors, storage, log }: Deps,
  writer: ArchiveWriter,
  progress: (percent: number, step: string) => Promise<unknown>,
  generatedAt: Date,
  locale: Locale,
): Promise<{ name: string; email: string | null }> {
  await progress(2, STEP.profile);
  const profile = await collectors.profile(userId);
  writer.addJson("profile.json", profile);
  const p = profile.profile as Record<string, string | boolean | null> | null;
  const name = p
    ? visibleName({
        username: p.username as string,
        displayName: p.display_name as string,
        firstName: p.first_name as string,
        lastName: p.last_name as string,
        isHideName: false,
      })
    : String(profile.account?.name ?? "");
  const email = (profile.account?.email as string | undefined) ?? null;

  await progress(5, STEP.posts);
  const posts = await collectors.posts(userId);
  const htmlPosts: HtmlPost[] = [];
  const used = new Set<string>();
  for (const [i, post] of posts.entries()) {
    const images: string[] = [];
    const missing: string[] = [];
    for (const key of (post.media_urls as string[] | null) ?? []) {
      const file = path.posix.basename(key.split(/[?#]/)[0] ?? "");
      const zipName = `posts/images/${used.has(file) ? `${i}-${file}` : file}`;
      try {
        const stored = key.startsWith("posts/") ? await storage.readPrivate(key) : null;
        if (!stored?.body) throw new Error("no such file");
        writer.addFile(zipName, await readAll(stored.body));
        used.add(file);
        images.push(zipName);
      } catch (err) {
        // One unreadable image must not cost the member the whole export: it is named as missing.
        log.warn({ err, key }, "export: post image not read");
        missing.push(file);
      }
    }
    post.images = images;
    if (missing.length) post.missing_images = missing;
    htmlPosts.push({
      content: String(post.content ?? ""),
      createdAt: new Date(post.created_at as string).toISOString(),
      images,
      missing,
    });
    if (i % 200 === 199) await progress(5 + Math.round((i / posts.length) * 25), STEP.posts);
  }
  writer.addJson("posts.json", posts);

  const sections: HtmlSection[] = [{ title: STEP.profile, file: "profile.json", data: profile }];
  for (const [i, kind] of KINDS.entries()) {
    await progress(30 + Math.round((i / KINDS.length) * 60), kind.title);
    const data = nameOthers(await kind.collect(collectors, userId));
    writer.addJson(kind.file, data);
    const shown = kind.page ? kind.page(data) : data;
    sections.push({ title: kind.title, file: kind.file, data: shown, ...(kind.note ? { note: kind.note } : {}) });
  }
  await progress(92, STEP.readablePage);
  writer.addText(
    "index.html",
    buildIndexHtml({ name, generatedAt: generatedAt.toISOString(), posts: htmlPosts, sections, locale }),
  );
  return { name, email };
}

/** The JSON files every export holds (tests check each one). */
export const EXPORT_FILES = ["profile.json", "posts.json", ...KINDS.map((k) => k.file), "index.html"];
