// Who a practice session may join: an existing member account and an expert, two different people.
import type { PracticePerson } from "./practice-session.repository.ts";

/** Why these two cannot have a practice session, or null when they can. */
export function cannotPractise(
  member: PracticePerson | undefined,
  expert: PracticePerson | undefined,
): "noMember" | "noExpert" | "samePerson" | null {
  if (!member) return "noMember";
  if (expert?.role !== "expert") return "noExpert";
  return member.id === expert.id ? "samePerson" : null;
}
