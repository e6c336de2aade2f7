// What an avatar shows (no zod: every signed-in screen draws avatars on its first load).

/** Up to two initials from the first letters of the name's words; 'U' when there are none. */
export function initialsOf(name?: string | null): string {
  const letters = (name ?? "")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return letters || "U";
}

/** Avatar URL rule: blank, 'null' and 'undefined' mean none; otherwise a URL or a path from '/'. */
export function normalizeAvatarUrl(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v || v === "null" || v === "undefined") return null;
  if (v.startsWith("/") || v.startsWith("http")) return v;
  return null;
}
