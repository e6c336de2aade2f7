// The words the server answers with in this module: catalog texts, English ids.

export const SAFETY_SERVER_MSG = {
  youCannotDoThisTo: "You cannot do this to yourself",
  tooManyChecksAtOnce: "Too many checks at once. Please wait a minute.",
} as const;

/**
 * What moderation tells reporters and authors, stored with the notification as a catalog
 * text and its values so each reader sees it in their language. {what}: a
 * SAFETY_TARGET_LABEL; {reason}: the moderator's words; {duration}: a POSTING_MUTE_LABEL.
 */
export const MODERATION_NOTICE_MSG = {
  reporterHidden: "We reviewed your report and removed the {what}. Thank you for keeping Saathi safe.",
  reporterActionTaken: "We reviewed your report and took action on the {what}. Thank you for keeping Saathi safe.",
  reporterNoRuleBroken:
    "We reviewed your report. The {what} does not break our rules, so it stays up. Thank you for telling us.",
  hide: "Your {what} was hidden by our moderators. Reason: {reason}. You can appeal once.",
  warn: "A warning from our moderators about your {what}. Reason: {reason}. You can appeal once.",
  mute: "You cannot post, comment or send messages for {duration}. Reason: {reason}. You can appeal once.",
  aWhile: "a while",
  suspend: "Your account was suspended. Reason: {reason}.",
  approve: "Your {what} was reviewed and is now published.",
  reviewed: "Our moderators reviewed your {what}.",
  appealOverturned:
    "We looked at your appeal again and reversed our decision about your {what}. Thank you for your patience.",
  appealUpheld: "We looked at your appeal again. Our decision about your {what} stands.",
} as const;

export const MODERATION_EMAIL_MSG = {
  contentSubject: "About your Saathi content",
  appealSubject: "Your Saathi appeal was decided",
  text: "Hello,\n\n{message}\n\nYou can read it in your Saathi notifications.\n\nTake care.",
  profileNotHideable: "A profile cannot be hidden: warn, mute or suspend its person",
} as const;
