// What other modules may use of experts besides its service: the SQL of "listed" (published, within
// its verification, not suspended), so every list of experts (profiles, vetting, the safety plan) shows the same ones.
export { isListedExpertSql, listedExpertSql } from "./listing.ts";
