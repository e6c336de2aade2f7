import { useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";

type Media = HTMLMediaElement | null;

/**
 * A modal on the browser's own <dialog> (focus trap, Escape and inert background come free), so the
 * landing page needs no dialog library. Its content is always in the page (the prerendered landing
 * page opens it without React); a video inside plays on open and pauses on close.
 */
export function NativeDialog({
  id,
  open,
  onClose,
  title,
  children,
  wide = false,
}: {
  id: string;
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    const media: Media = d.querySelector("video, audio");
    if (open && !d.open) {
      d.showModal();
      void media?.play().catch(() => undefined);
    }
    if (!open && d.open) d.close();
    if (!open) media?.pause();
  }, [open]);
  return (
    // Escape closes a <dialog> natively; the click only adds closing by the backdrop.
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard closing is built into <dialog>
    <dialog
      ref={ref}
      id={id}
      onClose={onClose}
      onClick={(e) => e.target === e.currentTarget && onClose()}
      aria-labelledby={titleId}
      className={`m-auto w-[calc(100%-1.5rem)] ${wide ? "max-w-3xl" : "max-w-sm"} rounded-3xl bg-white p-0 shadow-xl backdrop:bg-ink/50`}
    >
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-center justify-between gap-2">
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            data-closes={id}
            aria-label={t`Close`}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full hover:bg-brand-50"
          >
            <X aria-hidden size={20} />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
