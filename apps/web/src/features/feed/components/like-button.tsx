import { useLingui } from "@lingui/react/macro";
import { formatCount } from "@saathi/contract/post-text";
import { Heart } from "lucide-react";
import { useRef, useState } from "react";

/**
 * Optimistic like: the count moves at once, goes back if the server says no, and a second click
 * while the first is on its way is ignored.
 */
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
  const [state, setState] = useState({ liked, count });
  const pending = useRef(false);
  const click = async () => {
    if (pending.current) return;
    pending.current = true;
    const before = state;
    const next = !state.liked;
    setState({ liked: next, count: state.count + (next ? 1 : -1) });
    try {
      const r = await onToggle(next);
      setState({ liked: r.liked, count: r.likeCount });
    } catch {
      setState(before);
    } finally {
      pending.current = false;
    }
  };
  return (
    <button
      type="button"
      onClick={click}
      aria-pressed={state.liked}
      // The name holds the number shown, so speech users can say what they see (WCAG 2.5.3).
      aria-label={`${state.liked ? t`Unlike` : (label ?? t`Like`)}, ${formatCount(state.count)}`}
      className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm text-muted hover:bg-brand-50"
    >
      <Heart size={18} className={state.liked ? "fill-rose-500 text-rose-500" : ""} aria-hidden="true" />
      <span>{formatCount(state.count)}</span>
    </button>
  );
}
