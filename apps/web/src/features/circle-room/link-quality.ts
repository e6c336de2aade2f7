// When a live room's video should give way to audio: measured link quality from the browser's own
// WebRTC statistics (RTCPeerConnection.getStats on the room's audio connection), one sample a second,
// judged by a pure rule: the link is poor when loss is high or the bandwidth the browser estimates for
// sending is too small for video, and video is paused only when it stays poor for a few seconds (one
// bad second is a blip, not a slow connection).

/** One second's measurement (null: the browser did not report it). */
export interface LinkSample {
  /** When it was taken (ms). */
  at: number;
  /** Packets lost of those expected since the previous sample (0..1), received and sent sides' worst. */
  loss: number | null;
  /** The browser's estimate of the bandwidth it can send with (bits per second). */
  outgoingBps: number | null;
  /** Round-trip time to the media server (seconds). */
  rttS: number | null;
}

/** Cumulative counters carried from one sample to the next (loss is measured between two). */
export interface LinkCounters {
  received: number;
  lost: number;
}

export const LINK_RULE = {
  /** More than this share of packets lost is poor (audio stays clear up to about this much with FEC). */
  maxLoss: 0.08,
  /** Less sending bandwidth than this cannot carry a small camera beside the audio. */
  minOutgoingBps: 150_000,
  /** A round trip slower than this makes a conversation hard already. */
  maxRttS: 1,
  /** Poor for this long (every sample in between poor) pauses video. */
  poorForMs: 5_000,
};

/** Whether one sample is poor (unknown measures count as fine: no evidence of a slow link). */
export function poorSample(s: LinkSample, rule = LINK_RULE): boolean {
  return (
    (s.loss !== null && s.loss > rule.maxLoss) ||
    (s.outgoingBps !== null && s.outgoingBps < rule.minOutgoingBps) ||
    (s.rttS !== null && s.rttS > rule.maxRttS)
  );
}

/** The link stayed poor for `poorForMs` up to the newest sample (samples oldest first). */
export function staysPoor(samples: LinkSample[], rule = LINK_RULE): boolean {
  const newest = samples.at(-1);
  if (!newest || !poorSample(newest, rule)) return false;
  let since = newest.at;
  for (let i = samples.length - 2; i >= 0; i--) {
    const s = samples[i] as LinkSample;
    if (!poorSample(s, rule)) break;
    since = s.at;
  }
  return newest.at - since >= rule.poorForMs;
}

type Stat = Record<string, unknown> & { type: string };
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);

/**
 * One sample from a getStats() report: the selected candidate pair's sending estimate and round trip,
 * the audio received (its loss since `before`) and the server's report of the audio sent (fractionLost).
 */
export function sampleFromStats(
  stats: Iterable<Stat>,
  before: LinkCounters | null,
  at: number,
): { sample: LinkSample; counters: LinkCounters | null } {
  const list = [...stats];
  const transport = list.find((s) => s.type === "transport");
  const pair =
    list.find((s) => s.type === "candidate-pair" && s.id === transport?.selectedCandidatePairId) ??
    list.find((s) => s.type === "candidate-pair" && s.nominated === true && s.state === "succeeded");
  const inbound = list.find((s) => s.type === "inbound-rtp" && (s.kind ?? s.mediaType) === "audio");
  const remote = list.find((s) => s.type === "remote-inbound-rtp" && s.kind === "audio");
  let counters: LinkCounters | null = null;
  let received: number | null = null;
  if (inbound) {
    counters = { received: num(inbound.packetsReceived) ?? 0, lost: Math.max(0, num(inbound.packetsLost) ?? 0) };
    if (before) {
      const got = counters.received - before.received;
      const lost = counters.lost - before.lost;
      received = got + lost > 0 ? Math.max(0, lost) / (got + lost) : null;
    }
  }
  const sent = num(remote?.fractionLost);
  const losses = [received, sent].filter((x): x is number => x !== null);
  return {
    sample: {
      at,
      loss: losses.length ? Math.max(...losses) : null,
      outgoingBps: num(pair?.availableOutgoingBitrate),
      rttS: num(pair?.currentRoundTripTime),
    },
    counters,
  };
}
