// A course's category as stored (an English name: the seed's fixed ones, or one staff typed) in the
// reader's language. The fixed categories are translated by key (COURSE_CATEGORY_LABELS, in the contract's
// catalog); any other name is shown as it was stored. The value kept and sent to the API stays English.
import { courseCategoryLabel } from "@saathi/contract/courses";
import { tx } from "./translate.ts";

export function courseCategoryName(name: string): string {
  const label = courseCategoryLabel(name);
  return label === null ? name : tx(label);
}
