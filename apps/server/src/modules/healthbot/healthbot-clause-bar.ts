// The bot's lower bar read clause by clause (decision 041, "A crisis beside ordinary words"): a message read
// as none whole, one of whose clauses read alone is more likely a crisis than not (CLAUSE_BAR), shows the
// helplines beside its answer ("the rope is already in my room. can u just help me calm down first" starts
// the breathing exercise with the helpline card beside it). It changes no route: only the card beside it.
import { type CrisisReading, readClauses } from "../language/index.ts";
import { crisisShareOf } from "./healthbot.policy.ts";

/** A clause read alone counts at this crisis share or over (chosen on the bot's first-message probes, decision 041). */
export const CLAUSE_BAR = 0.5;

/** On in the app; the probe tools compare the bot's answers with it on and off. */
export const clauseBar = { on: true };

/** The highest crisis share among a message's clauses read alone; 0 for a message of one clause. */
export const clauseShareOf = (text: string): number => Math.max(0, ...readClauses(text).map(crisisShareOf));

/** The share the bot's lower bar reads (TextTurn.share): the whole message's, or for a none reading the highest of its clauses'. */
export function turnShareOf(crisis: Pick<CrisisReading, "level" | "score">, text: string): number {
  const whole = crisisShareOf(crisis);
  if (!clauseBar.on || crisis.level !== "none") return whole;
  const clause = clauseShareOf(text);
  return clause >= CLAUSE_BAR ? Math.max(whole, clause) : whole;
}
