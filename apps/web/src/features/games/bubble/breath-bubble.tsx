import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { usePrefersReducedMotion } from "../use-reduced-motion.ts";
import { BREATH_PATTERNS, type BreathPatternName, breathAt, bubblesInJar, JAR_SIZE, jarIsFull } from "./breath-pace.ts";

const TICK_MS = 250;

/**
 * The breathing bubble: it grows as you breathe in and shrinks as you breathe out; each full breath
 * floats a small bubble into the jar. Pause any time; nothing is lost and nothing is timed against you.
 * With reduced motion the bubble stays still and the words and the count guide the breath.
 */
export function BreathBubble() {
  const { t } = useLingui();
  const reduced = usePrefersReducedMotion();
  const [pace, setPace] = useState<BreathPatternName>("calm");
  const [playing, setPlaying] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const startedAt = useRef(0);
  const pattern = BREATH_PATTERNS[pace];
  const moment = breathAt(elapsed, pattern);
  const full = jarIsFull(moment.breaths);

  // `elapsed` is read once when play starts: the game resumes where the player paused.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the resume point only
  useEffect(() => {
    if (!playing) return;
    startedAt.current = performance.now() - elapsed;
    const id = window.setInterval(() => setElapsed(performance.now() - startedAt.current), TICK_MS);
    return () => window.clearInterval(id);
  }, [playing]);

  useEffect(() => {
    if (full) setPlaying(false);
  }, [full]);

  const phaseWords = moment.phase === "in" ? t`Breathe in` : t`Breathe out`;
  const seconds = moment.phase === "in" ? pattern.inhale : pattern.exhale;
  const scale = reduced ? 0.8 : 0.45 + 0.55 * (moment.phase === "in" ? 1 : 0);
  const bubbles = bubblesInJar(moment.breaths);

  return (
    <div className="flex flex-col items-center gap-4">
      <fieldset className="flex flex-wrap justify-center gap-3 text-sm" disabled={playing}>
        <legend className="sr-only">
          <Trans>Pace</Trans>
        </legend>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="pace" checked={pace === "calm"} onChange={() => setPace("calm")} />
          <Trans>In 4, out 6 (calming)</Trans>
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="pace" checked={pace === "even"} onChange={() => setPace("even")} />
          <Trans>In 4, out 4 (even)</Trans>
        </label>
      </fieldset>

      <div className="flex h-56 w-56 items-center justify-center" aria-hidden="true">
        <div
          data-testid="breath-bubble"
          data-phase={playing ? moment.phase : "rest"}
          className="h-48 w-48 rounded-full border-4 border-sky-300 bg-gradient-to-br from-sky-100 to-brand-100 ease-in-out motion-reduce:transition-none"
          style={{
            transform: `scale(${playing ? scale : reduced ? 0.8 : 0.45})`,
            transitionProperty: "transform",
            transitionDuration: reduced ? "0s" : `${seconds}s`,
          }}
        />
      </div>

      <p className="min-h-7 text-lg font-semibold text-ink" aria-live="polite">
        {full ? (
          <Trans>The jar is full. Well done: notice how you feel now.</Trans>
        ) : playing ? (
          phaseWords
        ) : elapsed > 0 ? (
          <Trans>Paused</Trans>
        ) : (
          <Trans>Press Start and breathe with the bubble.</Trans>
        )}
      </p>
      {playing && !full ? (
        <p className="text-sm text-muted" aria-hidden="true">
          {moment.secondsLeft}
        </p>
      ) : null}

      <div className="flex flex-col items-center gap-2">
        <p className="text-sm text-muted">
          <Trans>
            Bubbles in the jar: {bubbles} of {JAR_SIZE}
          </Trans>
        </p>
        <div className="flex gap-1" aria-hidden="true">
          {Array.from({ length: JAR_SIZE }, (_, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed slots of the jar
              key={i}
              className={`h-4 w-4 rounded-full border border-sky-300 ${i < bubbles ? "bg-sky-300" : "bg-white"}`}
            />
          ))}
        </div>
      </div>

      <div className="flex flex-wrap justify-center gap-2">
        {full ? (
          <Button
            onClick={() => {
              setElapsed(0);
              setPlaying(true);
            }}
          >
            <Trans>Breathe again</Trans>
          </Button>
        ) : (
          <Button onClick={() => setPlaying((p) => !p)}>
            {playing ? <Trans>Pause</Trans> : elapsed > 0 ? <Trans>Resume</Trans> : <Trans>Start</Trans>}
          </Button>
        )}
        {elapsed > 0 && !playing && !full ? (
          <Button variant="ghost" onClick={() => setElapsed(0)}>
            <Trans>Start over</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
