import { useLingui } from "@lingui/react/macro";
import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";

const SideMenuPanel = lazy(async () => ({ default: (await import("./side-menu-panel.tsx")).SideMenuPanel }));
const preload = () => void import("./side-menu-panel.tsx");

/**
 * The phone's side menu (spec §2 Mobile side menu). The button is part of the first screen; the panel
 * (a dialog and its sections) loads on the first tap, or when the button is pointed at or focused.
 */
export function SideMenu({ followers, onEditProfile }: { followers: number; onEditProfile(): void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t`Open menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-ink hover:bg-slate-100 lg:hidden"
      >
        <Menu size={22} />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SideMenuPanel
            followers={followers}
            onEditProfile={onEditProfile}
            open={open}
            setOpen={setOpen}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
