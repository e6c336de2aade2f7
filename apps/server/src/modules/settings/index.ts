// What other modules may use of settings besides its service: how long an email notice waits before
// the next one (the notification emails batch within it).
export { EMAIL_COOLDOWN_SECONDS } from "./settings.policy.ts";
