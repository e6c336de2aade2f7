// Noto Sans Devanagari (the Devanagari subset, regular weight: about 50 KB).
// - Hindi pages load it before they show (`loadDevanagariFont`), so nothing flashes in a fallback font.
// - English pages register it for Devanagari characters only (`registerDevanagariFallback`): a Hindi
//   post, name or comment among English words then renders on a device with no Devanagari font of its
//   own, and the browser fetches the file only when such a character is on screen (unicode-range).
// Bold Devanagari is synthesised from it.
import devanagariWoff2 from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";

/** The family name, as the stylesheets list it. */
export const DEVANAGARI_FAMILY = "Noto Sans Devanagari";
/** The Devanagari subset's characters (as @fontsource declares them). */
export const DEVANAGARI_RANGE =
  "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09";

let loading: Promise<unknown> | null = null;

export function loadDevanagariFont(): Promise<unknown> {
  loading ??= import("@fontsource/noto-sans-devanagari/devanagari-400.css").catch(() => {
    loading = null; // offline: the system's Devanagari font is used, and the next switch tries again
  });
  return loading;
}

let registered = false;

/** Adds the face for Devanagari characters; nothing is fetched until one is rendered. */
export function registerDevanagariFallback(fonts: FontFaceSet | undefined = globalThis.document?.fonts): boolean {
  if (registered || !fonts || typeof FontFace === "undefined") return registered;
  fonts.add(
    new FontFace(DEVANAGARI_FAMILY, `url(${devanagariWoff2}) format("woff2")`, {
      unicodeRange: DEVANAGARI_RANGE,
      display: "swap",
    }),
  );
  registered = true;
  return true;
}
