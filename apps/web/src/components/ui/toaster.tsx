import { TOAST_MS } from "@saathi/contract/constants";
import { useSyncExternalStore } from "react";

interface Toast {
  id: number;
  text: string;
  onClick?: () => void;
}

let toasts: Toast[] = [];
let next = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Shows a short message for 2 s (spec §9). */
export function toast(text: string, onClick?: () => void): void {
  const t = { id: next++, text, onClick };
  toasts = [...toasts, t];
  emit();
  setTimeout(() => {
    toasts = toasts.filter((x) => x.id !== t.id);
    emit();
  }, TOAST_MS);
}

export function Toaster() {
  const items = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
  );
  // Below the header (64 px, 80 px from 1024 px): a toast never covers the bell or the menu.
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-[4.5rem] z-50 flex flex-col items-center gap-2 px-3 lg:top-24"
    >
      {items.map((t) => (
        <button
          key={t.id}
          type="button"
          onClick={t.onClick}
          className="pointer-events-auto max-w-sm rounded-2xl bg-ink px-4 py-3 text-left text-sm text-white shadow-lg"
        >
          {t.text}
        </button>
      ))}
    </div>
  );
}
