// The care-plan module's public surface: its service (the lead's data export reads plans through it).
export type { CarePlanService } from "./care-plan.service.ts";
