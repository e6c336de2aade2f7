// Types and builders of the labelled evaluation set (see evaluation-set.ts for the labels and sources).
export type CrisisLabel = "none" | "risk" | "method";
export type Lang = "en" | "hi" | "hinglish";

/** One labelled message; `kind` says what makes a hard case hard. */
export interface LabelledMessage {
  text: string;
  label: CrisisLabel;
  lang: Lang;
  kind?: string;
}

export const risk = (lang: Lang, kind: string, texts: string[]): LabelledMessage[] =>
  texts.map((text) => ({ text, label: "risk", lang, kind }));
export const method = (lang: Lang, texts: string[]): LabelledMessage[] =>
  texts.map((text) => ({ text, label: "method", lang, kind: "method" }));
export const none = (lang: Lang, kind: string, texts: string[]): LabelledMessage[] =>
  texts.map((text) => ({ text, label: "none", lang, kind }));
