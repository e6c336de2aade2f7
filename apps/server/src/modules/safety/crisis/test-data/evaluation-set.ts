// The labelled evaluation set for the crisis check: messages written by the team, never
// taken from real members, never used for training (crisis-check.test.ts proves no overlap with
// ../training/training-set.ts). Labels:
//   risk   - suicidal thoughts or plans, self-harm, being in danger (the writer's or someone else's
//            the writer is worried about: "my friend wants to kill himself" is a risk for the friend);
//            telling someone to kill themselves is also risk (it endangers the receiver).
//   method - describes or asks about a method or means of suicide or self-harm (held for review).
//   none   - everything else, on purpose mostly HARD cases: hyperbole and idioms ("this exam is
//            killing me", "hasi se mar gaya"), song lyrics, news and reports in the third person,
//            medical talk, jokes, prevention and awareness talk, talk about the app itself.
// Written from public guidance on how people at risk talk and on safe language about suicide:
//   - WHO, "Preventing suicide: a resource for media professionals" (2017 update, and 2023).
//   - Samaritans, "Media guidelines for reporting suicide" (2020) and "Signs to look out for".
//   - AFSP, "Risk factors, protective factors and warning signs" (talking about wanting to die,
//     being a burden, feeling trapped or in unbearable pain, looking for a way, saying goodbye,
//     giving away possessions).
//   - NIMH, "Warning signs of suicide"; 988 Lifeline, "Know the signs".
//   - reportingonsuicide.org, "Recommendations for reporting on suicide".
//   - Press Council of India, norms for reporting on suicide (2019, adopting the WHO guidance under
//     the Mental Healthcare Act 2017); Tele-MANAS (14416) public material.
// Method items stay non-instructional: they name or ask about a means, never how it works.

import { english } from "./evaluation-english.ts";
import { hindi } from "./evaluation-hindi.ts";
import { hinglish } from "./evaluation-hinglish.ts";
import type { LabelledMessage } from "./labelled.ts";

export type { CrisisLabel, LabelledMessage, Lang } from "./labelled.ts";

export const evaluationSet: LabelledMessage[] = [...english, ...hindi, ...hinglish];
