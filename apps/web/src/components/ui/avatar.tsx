import { initialsOf, normalizeAvatarUrl } from "@saathi/contract/avatar";
import { useState } from "react";

const SIZES = { sm: "h-9 w-9 text-sm", md: "h-11 w-11 text-base", lg: "h-20 w-20 text-2xl" } as const;

/** A round picture, or the name's initials when there is none or it fails to load. */
export function Avatar({ name, url, size = "md" }: { name: string; url?: string | null; size?: keyof typeof SIZES }) {
  const [failed, setFailed] = useState(false);
  const src = normalizeAvatarUrl(url);
  return src && !failed ? (
    <img
      src={src}
      alt=""
      onError={() => setFailed(true)}
      className={`${SIZES[size]} shrink-0 rounded-full object-cover`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800`}
    >
      {initialsOf(name)}
    </span>
  );
}
