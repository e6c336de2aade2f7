import { useLingui } from "@lingui/react/macro";
import { WELLNESS, windowOf, YOGA_STYLES } from "@saathi/contract/wellness";
import { Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { YogaTile } from "./sample-cards.tsx";
import { prefersReducedMotion } from "./use-delay.ts";

/** Twelve styles, a window of eight advancing each second; hover, focus or the button pause it. */
export function YogaStrip() {
  const { t } = useLingui();
  const [start, setStart] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const paused = hovered || stopped;
  useEffect(() => {
    if (paused) return;
    const t = setInterval(() => setStart((s) => (s + 1) % YOGA_STYLES.length), WELLNESS.yogaTickMs);
    return () => clearInterval(t);
  }, [paused]);
  return (
    <fieldset
      aria-label={t`Yoga styles`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      className="flex flex-col gap-2"
    >
      <ul data-testid="yoga-window" className="grid grid-cols-4 gap-3 xl:grid-cols-8">
        {windowOf(YOGA_STYLES, start, WELLNESS.yogaWindow).map((y) => (
          <li key={y.id}>
            <YogaTile y={y} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => setStopped((s) => !s)}
        className="inline-flex min-h-11 items-center gap-1 self-end rounded-full px-3 text-sm text-brand-700 hover:bg-brand-50"
      >
        {stopped ? <Play aria-hidden size={16} /> : <Pause aria-hidden size={16} />}
        {stopped ? t`Play strip` : t`Pause strip`}
      </button>
    </fieldset>
  );
}
