// The care-scores module's public surface: the scores of one link, for the call screen and booking.
export type { CareScoresService } from "./care-scores.service.ts";
