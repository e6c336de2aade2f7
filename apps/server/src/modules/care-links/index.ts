// The care-links module's public surface: the access every care module checks first, and the policy.
export { type CareAccess, careLinkNotFound } from "./care-links.access.ts";
export { careViewOf, expertReads, isCareMember } from "./care-links.policy.ts";
export type { CareLinkRow } from "./care-links.repository.ts";
export { type CareLinksService, presentCareLink } from "./care-links.service.ts";
