// An event the database publishes itself, in the statement that stores what it tells (the chat's grouped
// INSERT: its NOTIFY commits with the rows or not at all, and costs no statement of its own). The node
// knows the whole envelope but a few values the statement chooses (a message's seq and time): it hands
// the envelope's JSON in pieces around them, and the statement only concatenates. The bytes equal what
// the hub's `publishMany` would have sent (`JSON.stringify` of the same envelope), so every node handles
// it as any other (hub.ts `handleEnvelope`).
import type { Envelope } from "./envelope.ts";
import { MAX_PAYLOAD_BYTES } from "./fanout-bus.ts";

/** The NOTIFY channel of the PostgreSQL bus (pg-bus.ts listens on it). */
export const PG_REALTIME_CHANNEL = "saathi_realtime";

/** What `{"kind":"batch","items":[` and `]}` add to a bus message of several envelopes (ordered-batches.ts). */
export const BATCH_OVERHEAD = 32;

/** Stand-ins for the values the statement fills in (JSON strings cannot hold them unescaped: see below). */
const SEQ_MARK = "@@saathi-seq@@";
const TIME_MARK = "@@saathi-time@@";
/** The longest a bigint's text (seq) and a quoted ISO time can be. */
const FILLED_MAX = 20 + 26;

/**
 * An envelope's JSON around two values: `head` + the seq as digits + `middle` + the time as a quoted ISO
 * string + `tail`. `bytes`: the longest the filled envelope can be (UTF-8).
 */
export interface EnvelopeTemplate {
  head: string;
  middle: string;
  tail: string;
  bytes: number;
}

/** `text` cut at the one occurrence of `mark`; null when it occurs other than once. */
const cutAt = (text: string, mark: string): [string, string] | null => {
  const at = text.indexOf(mark);
  if (at < 0 || text.indexOf(mark, at + mark.length) >= 0) return null;
  return [text.slice(0, at), text.slice(at + mark.length)];
};

/**
 * The template of the `channels` envelope the hub publishes for `data`, whose `seqKey` (a number) and
 * `timeKey` (an ISO time) the statement fills in. Null when it could never go as one bus message (larger
 * than MAX_PAYLOAD_BYTES: the hub refuses it, and so the caller publishes through the hub as before).
 * The marks are matched with their quotes: inside a JSON string every quote is escaped, so a member's
 * text can never hold `"@@saathi-seq@@"` as it stands.
 */
export function envelopeTemplate(
  channels: string[],
  event: string,
  data: Record<string, unknown>,
  seqKey: string,
  timeKey: string,
): EnvelopeTemplate | null {
  const env: Envelope = {
    kind: "channels",
    channels,
    event,
    data: { ...data, [seqKey]: SEQ_MARK, [timeKey]: TIME_MARK },
  };
  const json = JSON.stringify(env);
  const seqCut = cutAt(json, `"${SEQ_MARK}"`);
  const timeCut = seqCut && cutAt(seqCut[1], `"${TIME_MARK}"`);
  if (!seqCut || !timeCut) return null;
  const [head] = seqCut;
  const [middle, tail] = timeCut;
  const bytes = Buffer.byteLength(head) + Buffer.byteLength(middle) + Buffer.byteLength(tail) + FILLED_MAX;
  return bytes > MAX_PAYLOAD_BYTES ? null : { head, middle, tail, bytes };
}

/** The envelope a template gives once filled (what the statement builds; tests compare). */
export const filledEnvelope = (t: EnvelopeTemplate, seq: number, time: Date) =>
  `${t.head}${seq}${t.middle}${JSON.stringify(time.toISOString())}${t.tail}`;

/**
 * Bus messages for envelopes of `bytes` each, in order (null: not sent by the statement): the number of
 * the bus message each goes in. Consecutive envelopes share one while it stays under MAX_PAYLOAD_BYTES
 * (as the hub's ordered batches gather them); one alone goes as it is.
 */
export function busMessagesFor(bytes: (number | null)[], maxBytes = MAX_PAYLOAD_BYTES): (number | null)[] {
  let n = 0;
  let count = 0;
  let size = BATCH_OVERHEAD;
  return bytes.map((b) => {
    if (b === null) return null;
    if (count > 0 && size + b + 1 > maxBytes) {
      n++;
      count = 0;
      size = BATCH_OVERHEAD;
    }
    count++;
    size += b + 1;
    return n;
  });
}
