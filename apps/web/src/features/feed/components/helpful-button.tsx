import { Trans, useLingui } from "@lingui/react/macro";
import { formatCount } from "@saathi/contract/post-text";
import { HandHeart } from "lucide-react";
import { useOptimisticToggle } from "./use-optimistic-toggle.ts";

const ROW = "inline-flex min-h-11 min-w-11 items-center gap-1.5 rounded-lg px-2 text-sm text-muted";

/**
 * "Helpful": a member marks someone else's post as one that helped them; the Uplift Feed
 * ranks by these marks. Optimistic like the like button: the count moves at once, goes back if the
 * server says no, and a second tap while the first is on its way is ignored. On one's own post only
 * the count shows (nobody marks their own post).
 */
export function HelpfulButton({
  marked,
  count,
  own,
  onToggle,
}: {
  marked: boolean;
  count: number;
  own: boolean;
  onToggle(next: boolean): Promise<{ markedHelpful: boolean; helpfulCount: number }>;
}) {
  const { t } = useLingui();
  const [state, click] = useOptimisticToggle({ on: marked, count }, async (next) => {
    const r = await onToggle(next);
    return { on: r.markedHelpful, count: r.helpfulCount };
  });
  const shown = formatCount(state.count);
  if (own) {
    if (state.count === 0) return null;
    return (
      <span className={ROW} title={t`Marked helpful by ${shown}`}>
        <HandHeart size={18} aria-hidden="true" />
        <span className="sr-only">
          <Trans>Marked helpful by {shown}</Trans>
        </span>
        <span aria-hidden="true">{shown}</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={click}
      aria-pressed={state.on}
      // No aria-label: the name is exactly what is shown, word and number (WCAG 2.5.3, axe's
      // label-content-name-mismatch), so speech users can say what they see.
      className={`${ROW} hover:bg-brand-50 ${state.on ? "font-medium text-brand-700" : ""}`}
    >
      <HandHeart size={18} className={state.on ? "fill-brand-100 text-brand-700" : ""} aria-hidden="true" />
      <span>
        <Trans>Helpful</Trans>
      </span>{" "}
      <span>{shown}</span>
    </button>
  );
}
