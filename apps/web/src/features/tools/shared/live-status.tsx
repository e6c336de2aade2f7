import type { ReactNode } from "react";

/**
 * A polite live region that is always in the page, so screen readers announce each new message
 * (a region added together with its text is often missed).
 */
export function LiveStatus({ children, className = "" }: { children?: ReactNode; className?: string }) {
  return (
    <p role="status" aria-live="polite" className={children ? `text-sm text-brand-800 ${className}` : "sr-only"}>
      {children}
    </p>
  );
}
