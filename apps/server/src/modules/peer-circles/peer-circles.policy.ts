// The rules of peer circles, pure: when a room is open (weekly windows, India time), who may read,
// write, lead and mute, and how the listener quiz is graded.
import {
  LISTENER_QUIZ,
  LISTENER_QUIZ_PASS_MARK,
  type ListenerStatusName,
  type PeerWindow,
} from "@saathi/contract/peer-circles";

/** India Standard Time is UTC+05:30 all year (no daylight saving), so a fixed offset is exact. */
const IST_OFFSET_MINUTES = 330;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether `at` falls in one of the weekly windows (Asia/Kolkata wall time; end excluded). */
export function isOpenAt(windows: readonly PeerWindow[], at: number): boolean {
  const ist = new Date(at + IST_OFFSET_MINUTES * 60_000);
  const weekday = ist.getUTCDay();
  const minute = ist.getUTCHours() * 60 + ist.getUTCMinutes();
  return windows.some((w) => w.weekday === weekday && minute >= minutesOf(w.start) && minute < minutesOf(w.end));
}

/** A member's row in a room, as the rules read it. */
export interface Membership {
  userId: string;
  leftAt: Date | null;
  mutedAt: Date | null;
}

/** A current member (joined and not left) reads the room and listens on its channel. */
export const isCurrentMember = (m: Pick<Membership, "leftAt"> | null | undefined): boolean => !!m && m.leftAt === null;

/** Writing needs a current, unmuted member and an open room. */
export function mayWrite(m: Membership | null, open: boolean): "ok" | "not_member" | "muted" | "closed" {
  if (!isCurrentMember(m)) return "not_member";
  if (m?.mutedAt) return "muted";
  return open ? "ok" : "closed";
}

/**
 * Someone leads a room only while listed on it AND approved AND an adult: a revoked listener loses it at
 * once, and a minor never counts as a listener, whatever their status (decision 038). SQL: `leadsSql`.
 */
export const leads = (listedOnRoom: boolean, status: ListenerStatusName | null, minor: boolean): boolean =>
  listedOnRoom && status === "approved" && !minor;

/** Only approved listeners open (and lead) rooms. */
/** A room no approved listener leads is paused: its members read it, nobody writes, until one takes it up. */
export const isPaused = (approvedListeners: number): boolean => approvedListeners === 0;

export const mayLeadRooms = (status: ListenerStatusName | null): boolean => status === "approved";

/** A member may apply once they passed the quiz and hold no application or role (a revoked one may reapply). */
export function mayApply(
  status: ListenerStatusName | null,
  quizPassed: boolean,
): "ok" | "quiz" | "applied" | "listener" {
  if (status === "applied") return "applied";
  if (status === "approved") return "listener";
  return quizPassed ? "ok" : "quiz";
}

/** Moderators approve an application and revoke an approved listener; nothing else moves. */
export const mayApprove = (status: ListenerStatusName | null): boolean => status === "applied";
export const mayRevoke = (status: ListenerStatusName | null): boolean => status === "approved";

/** The quiz's right answers: on the server only, never in the contract the web bundles. */
export const LISTENER_QUIZ_KEY: Record<(typeof LISTENER_QUIZ)[number]["id"], string> = {
  reflect: "b",
  open_question: "c",
  silence: "a",
  advice: "b",
  contact: "b",
  risk: "c",
};

/** Right answers; every question must be answered (an unknown id or option counts as wrong). */
export function gradeQuiz(answers: Record<string, string>): {
  score: number;
  total: number;
  passed: boolean;
  complete: boolean;
} {
  const ids = LISTENER_QUIZ.map((q) => q.id);
  const complete = ids.every((id) => Object.hasOwn(answers, id));
  const score = ids.filter((id) => Object.hasOwn(answers, id) && answers[id] === LISTENER_QUIZ_KEY[id]).length;
  return { score, total: ids.length, passed: complete && score >= LISTENER_QUIZ_PASS_MARK, complete };
}

/** A nickname must not be the member's own name or username (they stay private in circles). */
export function nicknameRevealsName(nickname: string, names: readonly (string | null)[]): boolean {
  const n = nickname.trim().toLowerCase();
  return names.some((name) => {
    const v = name?.trim().toLowerCase();
    return !!v && v.length >= 2 && (n === v || n === v.split(/\s+/)[0]);
  });
}

/**
 * A send whose clientId the author used before is a retry (answered with the stored message) only into the
 * same room with the same words; any other use of the id is refused, never handed another room's message.
 */
export const isRetryOf = (earlier: { room_id: string; text: string }, roomId: string, text: string): boolean =>
  earlier.room_id === roomId && earlier.text === text;
