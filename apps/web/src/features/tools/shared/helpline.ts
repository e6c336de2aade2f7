// The crisis line every tool points to (the same number the assessments use).
import { HELPLINE } from "@saathi/contract/assessments";

export const HELPLINE_TEL = `tel:${HELPLINE.number}`;
export const HELPLINE_LINE = `In crisis in India, call ${HELPLINE.name} ${HELPLINE.number} (free, 24x7).`;
