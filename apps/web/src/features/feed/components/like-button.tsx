import { useLingui } from "@lingui/react/macro";
import { formatCount } from "@saathi/contract/post-text";
import { Heart } from "lucide-react";
import { useOptimisticToggle } from "./use-optimistic-toggle.ts";

/** Like: optimistic (use-optimistic-toggle.ts). */
export function LikeButton({
  liked,
  count,
  onToggle,
  label,
}: {
  liked: boolean;
  count: number;
  onToggle(next: boolean): Promise<{ liked: boolean; likeCount: number }>;
  label?: string;
}) {
  const { t } = useLingui();
  const [state, click] = useOptimisticToggle({ on: liked, count }, async (next) => {
    const r = await onToggle(next);
    return { on: r.liked, count: r.likeCount };
  });
  return (
    <button
      type="button"
      onClick={click}
      aria-pressed={state.on}
      // The name holds the number shown, so speech users can say what they see (WCAG 2.5.3).
      aria-label={`${state.on ? t`Unlike` : (label ?? t`Like`)}, ${formatCount(state.count)}`}
      className="inline-flex min-h-11 min-w-11 items-center gap-1.5 rounded-lg px-2 text-sm text-muted hover:bg-brand-50"
    >
      <Heart size={18} className={state.on ? "fill-rose-500 text-rose-500" : ""} aria-hidden="true" />
      <span>{formatCount(state.count)}</span>
    </button>
  );
}
