import type { AdminPage } from "@saathi/contract/admin";
import type { VettedExpertRow } from "@saathi/contract/admin-applications";
import { adminGet } from "../../shell/admin-api.ts";

/** GET /api/admin/experts?state=approved|suspended|reverify_due */
export const getVettedExperts = (query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
  adminGet<AdminPage<VettedExpertRow>>("experts", query, signal);
