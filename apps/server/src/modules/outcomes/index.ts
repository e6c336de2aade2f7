// The outcomes module's public surface.
export type { OutcomesService } from "./outcomes.service.ts";
