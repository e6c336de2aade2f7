import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { MEDITATION_SAMPLES, MUSIC_TRACKS, PEER_SAMPLES, WELLNESS } from "@saathi/contract/wellness";
import { BookOpen, ChevronRight, Flower2, Music, Sun, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCourses } from "../../../lib/api/courses/get-courses.ts";
import { CourseCardSkeleton } from "./course-card.tsx";
import { CourseMarquee } from "./course-marquee.tsx";
import { MeditationCard, MusicRow, PeerCard, PeerSkeleton } from "./sample-cards.tsx";
import { useDelay } from "./use-delay.ts";
import { WellnessPage } from "./wellness-page.tsx";
import { YogaStrip } from "./yoga-strip.tsx";

const SECTIONS: { to: string; title: MessageDescriptor; text: MessageDescriptor; Icon: typeof BookOpen }[] = [
  { to: "/wellness/wellnessList", title: msg`Courses`, text: msg`Guided courses, free and paid`, Icon: BookOpen },
  { to: "/wellness/MeditationList", title: msg`Live Meditation`, text: msg`Daily group sessions`, Icon: Sun },
  { to: "/wellness/yogaList", title: msg`Yoga`, text: msg`Twelve styles for body and mind`, Icon: Flower2 },
  { to: "/wellness/musicList", title: msg`Music Therapy`, text: msg`Calming tracks to listen to`, Icon: Music },
  { to: "/wellness/discussPeer", title: msg`Discuss with Peers`, text: msg`People who have been there`, Icon: Users },
];

function Section({ title, viewAll, children }: { title: string; viewAll?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {viewAll ? (
          <Link to={viewAll} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700">
            <Trans>View all</Trans> <ChevronRight aria-hidden size={16} />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** /wellness: five cards on a phone; the full hub from 1024px. */
export function WellnessHubPage() {
  const { t, i18n } = useLingui();
  const courses = useCourses();
  const peersReady = useDelay(WELLNESS.peersSkeletonMs);
  return (
    <WellnessPage title={t`Wellness`} wide>
      <ul className="flex flex-col gap-3 lg:hidden">
        {SECTIONS.map(({ to, title, text, Icon }) => (
          <li key={to}>
            <Link to={to} className="flex min-h-16 items-center gap-4 rounded-2xl bg-white p-4 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden />
              </span>
              <span className="flex-1">
                <span className="block font-semibold text-ink">{i18n._(title)}</span>
                <span className="block text-sm text-muted">{i18n._(text)}</span>
              </span>
              <ChevronRight aria-hidden className="text-muted" />
            </Link>
          </li>
        ))}
      </ul>
      <div className="hidden flex-col gap-10 lg:flex">
        <Section title={t`Courses`} viewAll="/wellness/wellnessList">
          {courses.data ? (
            <CourseMarquee courses={courses.data.courses} />
          ) : courses.isError ? (
            <p className="text-muted">
              <Trans>Could not load courses.</Trans>
            </p>
          ) : (
            <div className="grid grid-cols-3 gap-4">
              <CourseCardSkeleton />
              <CourseCardSkeleton />
              <CourseCardSkeleton />
            </div>
          )}
        </Section>
        <Section title={t`Live Meditation`} viewAll="/wellness/MeditationList">
          <ul className="grid grid-cols-4 gap-4">
            {MEDITATION_SAMPLES.slice(0, WELLNESS.meditationShown).map((s) => (
              <li key={s.number}>
                <MeditationCard s={s} />
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t`Yoga`} viewAll="/wellness/yogaList">
          <YogaStrip />
        </Section>
        <Section title={t`Music Therapy`} viewAll="/wellness/musicList">
          <ul className="flex flex-col gap-2">
            {MUSIC_TRACKS.slice(0, WELLNESS.musicShown).map((t) => (
              <MusicRow key={t.id} t={t} />
            ))}
          </ul>
        </Section>
        <Section title={t`Discuss with Peers`} viewAll="/wellness/discussPeer">
          <ul className="flex gap-3 overflow-x-auto pb-2" aria-busy={!peersReady}>
            {PEER_SAMPLES.map((p) => (
              <li key={p.id}>{peersReady ? <PeerCard p={p} /> : <PeerSkeleton />}</li>
            ))}
          </ul>
        </Section>
      </div>
    </WellnessPage>
  );
}
