// How a circle's topic, language and hours read on screen, in the language of the moment.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  PEER_TIME_ZONE,
  PEER_TOPIC_LABELS,
  type PeerLanguage,
  type PeerTopic,
  type PeerWindow,
} from "@saathi/contract/peer-circles";
import { formatDate, formatTime } from "../../../lib/i18n/format.ts";
import { i18n } from "../../../lib/i18n/i18n.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { windowStart } from "./open-hours.ts";

const LANGUAGE: Record<PeerLanguage, MessageDescriptor> = {
  English: msg`English`,
  Hindi: msg`Hindi`,
  Hinglish: msg`Hinglish`,
};

export const topicLabel = (topic: PeerTopic) => tx(PEER_TOPIC_LABELS[topic]);
export const languageLabel = (language: PeerLanguage) => i18n._(LANGUAGE[language]);

/** "Monday" for an instant, as India counts the day. */
export const indiaWeekday = (at: number) => formatDate(at, { weekday: "long", timeZone: PEER_TIME_ZONE });
/** "6:00 pm" for an instant, in India time. */
export const indiaTime = (at: number) => formatTime(at, undefined, PEER_TIME_ZONE);

/** "Monday, 6:00 pm – 8:00 pm" (India time) for a weekly window. */
export function windowLabel(w: PeerWindow, now: number): string {
  const { start, end } = windowStart(w, now);
  return `${indiaWeekday(start)}, ${indiaTime(start)} – ${indiaTime(end)}`;
}
