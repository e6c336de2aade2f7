// Noto Sans Devanagari (the Devanagari subset, regular weight: about 50 KB) is fetched only when
// Hindi is shown; English pages never load it. Bold Devanagari is synthesised from it.
let loading: Promise<unknown> | null = null;

export function loadDevanagariFont(): Promise<unknown> {
  loading ??= import("@fontsource/noto-sans-devanagari/devanagari-400.css").catch(() => {
    loading = null; // offline: the system's Devanagari font is used, and the next switch tries again
  });
  return loading;
}
