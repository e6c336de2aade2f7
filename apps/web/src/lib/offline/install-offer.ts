// Installing Saathi on the home screen. Chrome fires 'beforeinstallprompt' once the app is
// installable; the event is kept and the offer is shown only at a sensible moment: after a booking or a
// first sent message, or when the member comes back on another day. Never on a first visit, never when
// already installed, and not again for 30 days after "Not now".
import { useSyncExternalStore } from "react";
import { usePushMoment } from "../push/push-moment.ts";

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export const VISIT_DAYS_KEY = "saathi.install.visitDays";
export const INSTALL_NOT_NOW_KEY = "saathi.install.notNowAt";
const NOT_NOW_DAYS = 30;
const DAY = 86_400_000;

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage full or blocked: the offer may simply come back
  }
}

/** Remembers today among the days this browser opened Saathi (the last few). */
export function recordVisit(now = Date.now()): string[] {
  const today = new Date(now).toISOString().slice(0, 10);
  const days = (read(VISIT_DAYS_KEY) ?? "").split(",").filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d));
  const next = days.includes(today) ? days : [...days, today].slice(-5);
  write(VISIT_DAYS_KEY, next.join(","));
  return next;
}

/** Whether the member came back on another day (the first visit never shows the offer). */
export function cameBack(days: string[]): boolean {
  return days.length >= 2;
}

export function saidNotNowToInstall(now = Date.now()): boolean {
  const at = Number(read(INSTALL_NOT_NOW_KEY));
  return Number.isFinite(at) && at > 0 && now - at < NOT_NOW_DAYS * DAY;
}

export function rememberInstallNotNow(now = Date.now()): void {
  write(INSTALL_NOT_NOW_KEY, String(now));
}

/** Already running as an installed app. */
export function runningInstalled(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(display-mode: standalone)").matches === true;
}

let listening = false;

/** Starts listening (from the app's first modules, before Chrome fires the event). */
export function listenForInstallOffer(): void {
  if (listening || typeof window === "undefined") return;
  listening = true;
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault(); // Chrome's own mini-bar would appear at a random moment
    deferred = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    notify();
  });
}

/** Shows the browser's install dialog; 'accepted', 'dismissed' or 'unavailable'. */
export async function promptInstall(): Promise<"accepted" | "dismissed" | "unavailable"> {
  const event = deferred;
  if (!event) return "unavailable";
  deferred = null; // an event can be used once
  notify();
  await event.prompt();
  return (await event.userChoice).outcome;
}

/** Whether the browser offers to install Saathi now (and it is not installed yet). */
export function useInstallable(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => deferred !== null,
    () => false,
  );
}

/** Whether to show the offer now: installable, not installed, no recent "Not now", and a good moment. */
export function useInstallOffer(visitDays: string[]): boolean {
  const installable = useInstallable();
  const booked = usePushMoment("booking");
  const chatted = usePushMoment("chat");
  if (!installable || runningInstalled() || saidNotNowToInstall()) return false;
  return booked || chatted || cameBack(visitDays);
}
