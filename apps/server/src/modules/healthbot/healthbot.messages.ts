// The words the server writes in this module: catalog texts, English ids.

/** Headings of a thought record saved to the journal, in the member's language. */
export const HEALTHBOT_JOURNAL_TEXT = {
  title: "Thought record (Health Bot)",
  situation: "Situation",
  thought: "Thought",
  feeling: "Feeling",
  evidenceFor: "What supports it",
  evidenceAgainst: "What doesn't fit",
  balanced: "A more balanced thought",
} as const;

export const HEALTHBOT_SERVER_MSG = {
  notAvailable: "That choice isn't available any more.",
  slowDown: "That's a lot of messages at once. Please wait a minute.",
  busy: "Two messages crossed. Please send yours again.",
  unknownFlow: "We couldn't find that exercise, so here is the usual start. You can pick one below.",
} as const;
