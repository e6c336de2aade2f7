import type { AdminPage } from "@saathi/contract/admin";
import type { ApplicationRow } from "@saathi/contract/admin-applications";
import { adminGet } from "../../shell/admin-api.ts";

type Query = Record<string, string | number | undefined>;

/** GET /api/admin/applications: the queue, by status, oldest submission first by default. */
export const getApplications = (query: Query, signal?: AbortSignal) =>
  adminGet<AdminPage<ApplicationRow>>("applications", query, signal);
