// The crisis line every tool points to (the same number the assessments use).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { HELPLINE } from "@saathi/contract/assessments";

export const HELPLINE_TEL = `tel:${HELPLINE.number}`;
const { name, number } = HELPLINE;
/** Shown with i18n._(HELPLINE_LINE). */
export const HELPLINE_LINE: MessageDescriptor = msg`In crisis in India, call ${name} ${number} (free, 24x7).`;
