// What members see of moderation and sensitive themes, as words (no zod: the feed shows these on its
// first load). Re-exported by safety-visibility.ts.

export const VISIBILITY_MSG = {
  /** What a removed message shows to the other side of a chat. */
  messageRemoved: "This message was removed",
  held: "Waiting for review",
  hiddenPrefix: "Hidden by moderators",
  themeWarning: (theme: string) => `This post talks about ${theme}. Show it?`,
  blocked: (name: string) => `You blocked ${name}. They won't be told.`,
  muted: (name: string) => `You muted ${name}. They won't be told.`,
  /** ICU twins of the three sentences above. */
  themeWarningText: "This post talks about {theme}. Show it?",
  blockedText: "You blocked {name}. They won't be told.",
  mutedText: "You muted {name}. They won't be told.",
} as const;
