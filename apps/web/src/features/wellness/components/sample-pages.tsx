import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { MEDITATION_SAMPLES, MUSIC_TRACKS, PEER_SAMPLES, WELLNESS, YOGA_STYLES } from "@saathi/contract/wellness";
import { Heart } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { MeditationCard, MusicRow, PeerCard, PeerSkeleton, YogaTile } from "./sample-cards.tsx";
import { sampleText } from "./sample-text.ts";
import { useDelay } from "./use-delay.ts";
import { WellnessPage } from "./wellness-page.tsx";

/** /wellness/MeditationList: all eight sessions. */
export function MeditationListPage() {
  const { t } = useLingui();
  return (
    <WellnessPage title={t`Live Meditation`} back="/wellness">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {MEDITATION_SAMPLES.map((s) => (
          <li key={s.number}>
            <MeditationCard s={s} />
          </li>
        ))}
      </ul>
    </WellnessPage>
  );
}

/** /wellness/yogaList: the twelve styles. */
export function YogaListPage() {
  const { t } = useLingui();
  return (
    <WellnessPage title={t`Yoga`} back="/wellness">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {YOGA_STYLES.map((y) => (
          <li key={y.id}>
            <YogaTile y={y} />
          </li>
        ))}
      </ul>
    </WellnessPage>
  );
}

/** /wellness/yogaList/{id}: title from navigation state, default 'Yoga Class'. */
export function YogaClassPage() {
  const { i18n } = useLingui();
  const state = useLocation().state as { title?: string } | null;
  const title = sampleText(i18n, state?.title ?? "Yoga Class");
  const track = MUSIC_TRACKS[0];
  return (
    <WellnessPage title={title} back="/wellness/yogaList">
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm">
        <p className="text-ink">
          <Trans>
            Live classes for {title} are being scheduled with our teachers. Until then, find a quiet corner, roll out a
            mat or a towel, and move gently with your breath. Stop if anything hurts.
          </Trans>
        </p>
        <p className="text-sm text-muted">
          <Trans>Music to practise with:</Trans>
        </p>
        {track ? (
          <ul>
            <MusicRow t={track} />
          </ul>
        ) : null}
      </div>
    </WellnessPage>
  );
}

/** /wellness/musicList: all twelve tracks, one playing at a time. */
export function MusicListPage() {
  const { t } = useLingui();
  return (
    <WellnessPage title={t`Music Therapy`} back="/wellness">
      <ul className="flex flex-col gap-2">
        {MUSIC_TRACKS.map((t) => (
          <MusicRow key={t.id} t={t} />
        ))}
      </ul>
    </WellnessPage>
  );
}

const CHIPS = ["English", "Voice", "Favourite", "Language"] as const;
const CHIP_LABEL: Record<(typeof CHIPS)[number], MessageDescriptor> = {
  English: msg`English`,
  Voice: msg`Voice`,
  Favourite: msg`Favourite`,
  Language: msg`Other languages`,
};
const RECENT = [
  { id: 101, name: "Ishaan", topic: "Anxiety", language: "English", mode: "Voice" as const },
  { id: 102, name: "Kavya", topic: "Depression", language: "Hindi", mode: "Chat" as const },
];

/** /wellness/discussPeer ('Discuss with Peer'): selectedTitle from state, default Depression. */
export function DiscussPeerPage() {
  const { t, i18n } = useLingui();
  const state = useLocation().state as { selectedTitle?: string } | null;
  const selectedTitle = state?.selectedTitle ?? "Depression";
  const shownTitle = sampleText(i18n, selectedTitle);
  const topic = shownTitle.toLowerCase();
  const ready = useDelay(WELLNESS.peersSkeletonMs);
  const [on, setOn] = useState<Set<string>>(new Set());
  const [favourites, setFavourites] = useState<Set<number>>(new Set());
  const toggle = <T,>(set: Set<T>, v: T) => {
    const next = new Set(set);
    if (next.has(v)) next.delete(v);
    else next.add(v);
    return next;
  };
  const favouriteLabel = (name: string) => t`Favourite ${name}`;
  const peers = PEER_SAMPLES.filter(
    (p) =>
      (!on.has("English") || p.language === "English") &&
      (!on.has("Voice") || p.mode === "Voice") &&
      (!on.has("Favourite") || favourites.has(p.id)) &&
      (!on.has("Language") || p.language !== "English"),
  );
  return (
    <WellnessPage title={t`Discuss with Peer`} back="/wellness">
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">
          <Trans>Filters</Trans>
        </legend>
        <span className="flex min-h-11 items-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white">
          {shownTitle}
        </span>
        {CHIPS.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={on.has(c)}
            onClick={() => setOn((s) => toggle(s, c))}
            className={`min-h-11 rounded-full border px-4 text-sm ${on.has(c) ? "border-brand-700 bg-brand-50 text-brand-800" : "border-brand-200 bg-white text-ink"}`}
          >
            {i18n._(CHIP_LABEL[c])}
          </button>
        ))}
      </fieldset>
      <h2 className="mb-2 font-semibold text-ink">
        <Trans>Recently Consulted</Trans>
      </h2>
      <ul className="mb-6 flex gap-3 overflow-x-auto pb-2" aria-busy={!ready}>
        {RECENT.map((p) => (
          <li key={p.id}>{ready ? <PeerCard p={p} /> : <PeerSkeleton />}</li>
        ))}
      </ul>
      <h2 className="mb-2 font-semibold text-ink">
        <Trans>Peers who have been through {topic}</Trans>
      </h2>
      {peers.length === 0 ? (
        <p className="text-muted">
          <Trans>No peers match these filters.</Trans>
        </p>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {peers.map((p) => (
          <li key={p.id} className="relative">
            <PeerCard p={p} />
            <button
              type="button"
              aria-pressed={favourites.has(p.id)}
              aria-label={favouriteLabel(p.name)}
              onClick={() => setFavourites((f) => toggle(f, p.id))}
              className="absolute right-1 top-1 inline-flex min-h-11 min-w-11 items-center justify-center rounded-full"
            >
              <Heart
                aria-hidden
                size={18}
                className={favourites.has(p.id) ? "fill-red-500 text-red-500" : "text-muted"}
              />
            </button>
          </li>
        ))}
      </ul>
    </WellnessPage>
  );
}
