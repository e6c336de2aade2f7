/**
 * Titles people put before their name. The phone greeting 'Hi {first name} !' (spec §Expert header)
 * skips them, so 'Dr. Asha Rao' is greeted as Asha, never as 'Hi Dr !'. Compared without case and dots.
 */
export const HONORIFICS: ReadonlySet<string> = new Set([
  "dr",
  "mr",
  "mrs",
  "ms",
  "miss",
  "mx",
  "prof",
  "professor",
  "sir",
  "madam",
  "shri",
  "sri",
  "smt",
  "kumari",
  "rev",
  "fr",
  "sr",
]);

const isHonorific = (word: string) => HONORIFICS.has(word.toLowerCase().replace(/\./g, ""));

/**
 * The first real name among the given names, tried in order (e.g. the profile's first name, then the
 * full name): leading titles are skipped ('Dr. Asha Rao' → 'Asha', 'Dr.' + 'Dr. Asha Rao' → 'Asha').
 * '' when every word is a title or there is no name at all.
 */
export function greetingName(...names: (string | null | undefined)[]): string {
  for (const name of names) {
    const words = (name ?? "").split(/\s+/).filter(Boolean);
    const first = words.find((w) => !isHonorific(w));
    if (first) return first;
  }
  return "";
}

/** The greeting's words (ICU), for the catalogs. */
export const GREETING_MSG = { named: "Hi {name} !", anonymous: "Hi there !" } as const;

/** 'Hi {first name} !' as the spec writes it, or 'Hi there !' when there is no real name to use. */
export const greeting = (...names: (string | null | undefined)[]): string => {
  const first = greetingName(...names);
  return first ? GREETING_MSG.named.replace("{name}", first) : GREETING_MSG.anonymous;
};
