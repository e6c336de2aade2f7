import type { ReactNode } from "react";

/** A message block: errors are announced at once, notices politely. */
export function Alert({
  tone = "error",
  id,
  children,
}: {
  tone?: "error" | "success" | "info";
  /** Lets a field point at this message with aria-describedby. */
  id?: string;
  children: ReactNode;
}) {
  const styles = {
    error: "border-red-200 bg-red-50 text-red-800",
    success: "border-brand-200 bg-brand-50 text-brand-800",
    info: "border-slate-200 bg-white text-ink",
  }[tone];
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-xl border px-3 py-2 text-sm ${styles}`}
    >
      {children}
    </div>
  );
}
