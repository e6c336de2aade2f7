// When the member said "Not now" to notifications: not asked again for 30 days, in this
// browser. Storage that is full or blocked simply forgets.

export const NOT_NOW_KEY = "saathi.push.notNowAt";
export const NOT_NOW_DAYS = 30;

export function saidNotNowRecently(now = Date.now()): boolean {
  try {
    const at = Number(localStorage.getItem(NOT_NOW_KEY));
    return Number.isFinite(at) && at > 0 && now - at < NOT_NOW_DAYS * 86_400_000;
  } catch {
    return false;
  }
}

export function rememberNotNow(now = Date.now()): void {
  try {
    localStorage.setItem(NOT_NOW_KEY, String(now));
  } catch {
    // nothing to do: the prompt may come back at the next meaningful moment
  }
}
