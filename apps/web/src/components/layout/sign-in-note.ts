// A visitor who opens a screen that needs sign-in (/games, /booking, ...) is sent to '/' as the spec
// says, but not silently: the guard notes which page it was, and the landing page says so once, with
// a sign-in that comes back to that page (/auth?next=...).

const KEY = "saathi:sign-in-for";

/** Called by the guards when they send a visitor away from `path`. */
export function rememberSignInFor(path: string): void {
  try {
    if (path.startsWith("/") && path !== "/") sessionStorage.setItem(KEY, path);
  } catch {
    // storage blocked: the landing page simply shows no note
  }
}

/** The page a visitor was just sent away from, if any (read without clearing). */
export function signInWantedFor(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The note was shown: forget it, so it is said once. */
export function forgetSignInFor(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
