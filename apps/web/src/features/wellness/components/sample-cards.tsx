import { Trans, useLingui } from "@lingui/react/macro";
import type { MeditationSample, MusicTrack, PeerSample, YogaStyle } from "@saathi/contract/wellness";
import { Link } from "react-router";
import { HideBrokenImage } from "./hide-broken-image.tsx";
import { sampleText } from "./sample-text.ts";

/** Only one track plays at a time: starting one pauses every other on the page. */
const pauseOthers = (e: React.SyntheticEvent<HTMLAudioElement>) => {
  for (const a of document.querySelectorAll("audio")) if (a !== e.currentTarget) a.pause();
};

export function MeditationCard({ s }: { s: MeditationSample }) {
  const { t, i18n } = useLingui();
  const title = sampleText(i18n, s.title);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm">
      <div className="relative">
        <HideBrokenImage src={s.imageUrl} className="aspect-[16/10] w-full object-cover" />
        {s.isLive ? (
          <span className="absolute left-2 top-2 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
            <Trans>LIVE</Trans>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="font-semibold text-ink">{title}</h3>
        <p className="text-sm text-muted">
          {sampleText(i18n, s.time)} · {sampleText(i18n, s.weekdays)}
        </p>
        {/* biome-ignore lint/a11y/useMediaCaption: a bell and drone without words */}
        <audio
          controls
          preload="none"
          src={s.audioUrl}
          onPlay={pauseOthers}
          aria-label={t`Listen: ${title}`}
          className="mt-2 w-full"
        />
      </div>
    </article>
  );
}

export function MusicRow({ t: track }: { t: MusicTrack }) {
  const { t, i18n } = useLingui();
  const name = sampleText(i18n, track.musicName);
  return (
    <li className="flex flex-col gap-2 rounded-2xl bg-white p-3 shadow-sm sm:flex-row sm:items-center">
      <div className="flex-1">
        <h3 className="font-semibold text-ink">{name}</h3>
        <p className="text-sm text-muted">{sampleText(i18n, track.musicDescription)}</p>
      </div>
      {track.musicSrc ? (
        // biome-ignore lint/a11y/useMediaCaption: instrumental music without words
        <audio
          controls
          preload="none"
          src={track.musicSrc}
          onPlay={pauseOthers}
          aria-label={t`Play ${name}`}
          className="w-full sm:w-72"
        />
      ) : null}
    </li>
  );
}

export function YogaTile({ y }: { y: YogaStyle }) {
  const { i18n } = useLingui();
  return (
    <Link
      to={`/wellness/yogaList/${y.id}`}
      state={{ title: y.title }}
      className="flex w-full flex-col items-center gap-2 rounded-2xl bg-white p-3 text-center shadow-sm hover:shadow-md"
    >
      <HideBrokenImage src={y.imageUrl} className="size-20 rounded-full object-cover" />
      <span className="text-sm font-semibold text-ink">{sampleText(i18n, y.title)}</span>
    </Link>
  );
}

export function PeerCard({ p }: { p: PeerSample }) {
  const { i18n } = useLingui();
  return (
    <Link
      to="/wellness/discussPeer"
      state={{ selectedTitle: p.topic }}
      className="flex w-40 shrink-0 flex-col items-center gap-2 rounded-2xl bg-white p-4 text-center shadow-sm hover:shadow-md"
    >
      <span
        aria-hidden
        className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
      >
        {p.name.charAt(0)}
      </span>
      <span className="font-semibold text-ink">{p.name}</span>
      <span className="text-xs text-muted">
        {sampleText(i18n, p.topic)} · {sampleText(i18n, p.language)} · {sampleText(i18n, p.mode)}
      </span>
    </Link>
  );
}

export function PeerSkeleton() {
  return <div aria-hidden className="h-36 w-40 shrink-0 animate-pulse rounded-2xl bg-white" />;
}
