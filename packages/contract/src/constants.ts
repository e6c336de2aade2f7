/** Business constants of spec §9 used by more than one side. */

/** One-time codes are this many digits. */
export const OTP_LENGTH = 6;
/** Seconds a member must wait before asking for another code. */
export const OTP_RESEND_SECONDS = 30;
/** Minutes a one-time code stays valid. */
export const OTP_TTL_MINUTES = 10;
/** Wrong tries after which a one-time code dies. */
export const OTP_MAX_ATTEMPTS = 5;
/** Minimum password length. */
export const PASSWORD_MIN = 6;
/** Username length bounds (profile setup). */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
/** Bio length bounds. */
export const BIO_MIN = 10;
export const BIO_MAX = 500;
/** Phone numbers are exactly this many digits. */
export const PHONE_DIGITS = 10;
/** Toasts stay this long. */
export const TOAST_MS = 2000;

/** Roles an account can hold; `users` is the default member role. */
export const ROLES = ["users", "expert", "admin", "moderator"] as const;
export type Role = (typeof ROLES)[number];

/** Social (spec §9). */
export const COMMENT_PAGE_SIZE = 10;
export const POST_PREVIEW_CHARS = 80;
export const FEED_PAGE_SIZE = 10;
export const PROFILE_POSTS_PAGE_SIZE = 20;
export const FOLLOW_THROTTLE_MS = 2000;
export const USER_SEARCH_MIN_CHARS = 2;
export const USER_SEARCH_DEBOUNCE_MS = 500;
export const USER_SEARCH_LIMIT = 10;
export const USERNAME_CHECK_DEBOUNCE_MS = 500;
/** Avatars and post images: at most 5 MB each. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many images on one post. */
export const POST_MAX_IMAGES = 6;
/** Post text limit (not in the spec; keeps a post readable and the row small). */
export const POST_MAX_CHARS = 5000;
export const COMMENT_MAX_CHARS = 2000;
