// A short message's clauses (decision 041, "A crisis beside ordinary words"). The model reads a message
// whole, and a crisis written beside ordinary words can fall under the bar with them: "the rope is already in
// my room. can u just help me calm down first" reads none, its first sentence alone imminent. Read as a
// layer of the crisis check on every surface it flagged more harmless lines than it caught crises on the
// development sets (decision 034, "Clauses read alone, tried and left out"); the Health Bot reads the
// clauses only for its own lower bar, which shows the helplines beside the answer and changes no route.

/** Where a clause ends: a sentence's end, a comma or semicolon, a line break, each before a space. */
const CLAUSE_SPLIT = /(?<=[.!?।,;])\s+|\s*\n\s*/u;
/** A clause shorter than this is read with the one after it ("ok.", "bas,"). */
const MIN_WORDS = 3;
/** More clauses than this and the message is read whole only (a list, a poem): the cost stays bounded. */
const MAX_CLAUSES = 8;

/** The clauses of a short text worth reading alone: none unless there are at least two. */
export function clausesOf(text: string): string[] {
  const out: string[] = [];
  let pending = "";
  for (const part of text.split(CLAUSE_SPLIT)) {
    const piece = pending ? `${pending} ${part}` : part;
    if (piece.trim().split(/\s+/u).length < MIN_WORDS) {
      pending = piece;
      continue;
    }
    out.push(piece.trim());
    pending = "";
  }
  if (pending.trim()) {
    if (out.length > 0) out[out.length - 1] = `${out[out.length - 1]} ${pending.trim()}`;
    else out.push(pending.trim());
  }
  return out.length >= 2 && out.length <= MAX_CLAUSES ? out : [];
}
