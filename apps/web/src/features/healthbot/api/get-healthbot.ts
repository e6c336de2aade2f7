import type { HealthbotView } from "@saathi/contract/healthbot";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { healthbotKeys } from "./healthbot-keys.ts";

/** GET /api/healthbot: where my conversation stands and its latest messages. */
export const healthbotQueryOptions = queryOptions({
  queryKey: healthbotKeys.conversation(),
  queryFn: ({ signal }) => api<HealthbotView>("/api/healthbot", { signal }),
});

export const useHealthbot = () => useQuery(healthbotQueryOptions);
