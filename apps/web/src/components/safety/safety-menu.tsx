// The "More options" menu on posts, comments, chat messages, profiles and expert reviews (issue 16):
// Report, Block {name}, Mute {name}. Features hand it the target and its author; it never imports a feature.
// A feed shows one per post, so the button is plain and the menu (Radix, its dialogs) loads on first use
// (issue 19): pointing at or focusing the button fetches it, a tap or Enter opens it.
import { useLingui } from "@lingui/react/macro";
import type { SafetyTarget } from "@saathi/contract/safety";
import { MoreHorizontal } from "lucide-react";
import { type KeyboardEvent, lazy, Suspense, useState } from "react";

export interface SafetyMenuProps {
  target: { type: SafetyTarget; id: string };
  /** The author (or the person): Block and Mute need them; null for one's own content (Report only is pointless then). */
  person: { userId: string; name: string } | null;
  /** After a block, e.g. a profile page navigates away. */
  onBlocked?(): void;
  /** Mute is for people whose posts reach me; an expert review's writer may be blocked or reported only. */
  canMute?: boolean;
  className?: string;
}

const load = () => import("./safety-menu-loaded.tsx");
const SafetyMenuLoaded = lazy(async () => ({ default: (await load()).SafetyMenuLoaded }));

/** The button's look, before and after the menu has loaded. */
export const triggerClass =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-brand-50 focus-visible:outline-2";

export function SafetyMenu(props: SafetyMenuProps) {
  const { t } = useLingui();
  const [used, setUsed] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-label={t`More options`}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setUsed(true)}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === "Enter" || e.key === " " || e.key === "ArrowDown") {
          e.preventDefault();
          setUsed(true);
        }
      }}
      className={`${triggerClass} ${props.className ?? ""}`}
    >
      <MoreHorizontal size={20} aria-hidden="true" />
    </button>
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SafetyMenuLoaded {...props} defaultOpen />
    </Suspense>
  );
}
