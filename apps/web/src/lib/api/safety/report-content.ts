import type { ReportAnswer, ReportInput } from "@saathi/contract/safety";
import { api } from "../../api-client.ts";

/** POST /api/reports: report a post, comment, message, profile or review (a repeat answers the first). */
export const reportContent = (input: ReportInput) => api<ReportAnswer>("/api/reports", { method: "POST", body: input });
