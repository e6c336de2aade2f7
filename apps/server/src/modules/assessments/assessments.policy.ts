// Who may read a self-assessment result: only the member who took it (no expert, no admin).
import type { AssessmentRow } from "./assessments.repository.ts";

export const canSeeResult = (userId: string, r: Pick<AssessmentRow, "userId">) => r.userId === userId;
