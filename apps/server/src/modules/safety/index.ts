// What other modules may use of safety besides its services: the pure rules of how moderated
// content and sensitive themes reach a viewer (chat, posts and comments apply them to rows they hold).
export { collapsedThemeFor, type ModerationState, moderationMark, moderationView } from "./visibility.policy.ts";
