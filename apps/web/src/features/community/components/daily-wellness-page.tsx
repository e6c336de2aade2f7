// /daily-wellness: the Daily Wellness Broadcast: today's short piece with its audio practice,
// and the archive of earlier days. Open to visitors; the piece shows in the reader's language.
import { Trans, useLingui } from "@lingui/react/macro";
import type { DailyWellnessPiece } from "@saathi/contract/daily-wellness";
import { useId } from "react";
import { PublicPage } from "../../../components/layout/public-page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { LoadMoreButton } from "../../../components/ui/load-more-button.tsx";
import { formatDate } from "../../../lib/i18n/format.ts";
import { useDailyWellnessArchive } from "../api/get-daily-wellness-archive.ts";
import { useDailyWellnessToday } from "../api/get-daily-wellness-today.ts";

/** A piece's words in the reader's language (every piece is written in both). */
function usePieceText(p: DailyWellnessPiece) {
  const { i18n } = useLingui();
  return i18n.locale === "hi" ? p.hi : p.en;
}

/** The piece's day, read as a calendar date (no time zone shift). */
const dayLabel = (day: string) =>
  formatDate(`${day}T12:00:00Z`, { weekday: "long", day: "numeric", month: "long", year: "numeric" });

function TodayPiece({ piece }: { piece: DailyWellnessPiece }) {
  const text = usePieceText(piece);
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <p className="text-sm font-medium text-brand-700">
        <Trans>Today</Trans> · <time dateTime={piece.day}>{dayLabel(piece.day)}</time>
      </p>
      <h2 id={headingId} className="mt-1 text-xl font-semibold text-ink">
        {text.title}
      </h2>
      <p className="mt-3 whitespace-pre-line leading-relaxed text-ink">{text.body}</p>
      {piece.audioUrl ? <PieceAudio src={piece.audioUrl} /> : null}
    </article>
  );
}

function PieceAudio({ src }: { src: string }) {
  const { t } = useLingui();
  const labelId = useId();
  return (
    <div className="mt-4">
      <p id={labelId} className="text-sm font-medium text-ink">
        <Trans>Listen: a short practice</Trans>
      </p>
      {/* biome-ignore lint/a11y/useMediaCaption: a breathing bell and music, no speech to caption */}
      <audio
        controls
        preload="none"
        src={src}
        aria-labelledby={labelId}
        className="mt-2 w-full"
        title={t`Audio practice`}
      />
    </div>
  );
}

function ArchiveItem({ piece }: { piece: DailyWellnessPiece }) {
  const text = usePieceText(piece);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <details>
        <summary className="cursor-pointer list-none">
          <span className="block text-xs text-muted">
            <time dateTime={piece.day}>{dayLabel(piece.day)}</time>
          </span>
          <span className="mt-0.5 block font-semibold text-ink">{text.title}</span>
        </summary>
        <p className="mt-2 whitespace-pre-line leading-relaxed text-ink">{text.body}</p>
        {piece.audioUrl ? <PieceAudio src={piece.audioUrl} /> : null}
      </details>
    </li>
  );
}

export function DailyWellnessPage() {
  const { t } = useLingui();
  const today = useDailyWellnessToday();
  const archive = useDailyWellnessArchive();
  const todayId = today.data?.piece?.id;
  const earlier = (archive.data?.pages ?? []).flatMap((p) => p.pieces).filter((p) => p.id !== todayId);
  return (
    <PublicPage
      title={t`Daily Wellness Broadcast`}
      intro={<Trans>A short daily message and practice from one of our counsellors.</Trans>}
    >
      {today.isPending ? (
        <p role="status">
          <Trans>Loading today's piece…</Trans>
        </p>
      ) : null}
      {today.isError ? <Alert>{t`We could not load today's piece. Please try again.`}</Alert> : null}
      {today.data && !today.data.piece ? (
        <p className="text-muted">
          <Trans>The first piece is on its way. Please come back tomorrow.</Trans>
        </p>
      ) : null}
      {today.data?.piece ? <TodayPiece piece={today.data.piece} /> : null}

      <section aria-labelledby="daily-archive" className="mt-10">
        <h2 id="daily-archive" className="text-lg font-semibold text-ink">
          <Trans>Earlier days</Trans>
        </h2>
        {archive.isError ? <Alert>{t`We could not load earlier pieces. Please try again.`}</Alert> : null}
        {archive.data && earlier.length === 0 ? (
          <p className="mt-2 text-muted">
            <Trans>No earlier pieces yet.</Trans>
          </p>
        ) : null}
        <ul className="mt-3 flex flex-col gap-3">
          {earlier.map((p) => (
            <ArchiveItem key={p.id} piece={p} />
          ))}
        </ul>
        <LoadMoreButton query={archive} className="mt-4" />
      </section>
    </PublicPage>
  );
}
