// The "More options" menu on posts, comments, chat messages, profiles and expert reviews:
// Report, Block {name}, Mute {name}. Features hand it the target and its author; it never imports a feature.
// A feed shows one per post, so the button is plain and the menu (Radix, its dialogs) loads on first use:
// pointing at or focusing the button fetches it, a tap or Enter opens it.
import { useLingui } from "@lingui/react/macro";
import { MoreHorizontal } from "lucide-react";
import { type KeyboardEvent, lazy, Suspense, useState } from "react";
import { type SafetyMenuProps, triggerClass } from "./safety-menu-props.ts";

export type { SafetyMenuProps } from "./safety-menu-props.ts";

const load = () => import("./safety-menu-loaded.tsx");
const SafetyMenuLoaded = lazy(async () => ({ default: (await load()).SafetyMenuLoaded }));

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
