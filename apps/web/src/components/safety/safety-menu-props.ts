// What the "More options" menu is given, and its button's look (shared by safety-menu.tsx and the
// part it loads on first use, safety-menu-loaded.tsx).
import type { SafetyTarget } from "@saathi/contract/safety";

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

/** The button's look, before and after the menu has loaded. */
export const triggerClass =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-brand-50 focus-visible:outline-2";
