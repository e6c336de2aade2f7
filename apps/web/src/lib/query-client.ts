import { QueryClient } from "@tanstack/react-query";
import { isOnline } from "./offline/network-status.ts";

/**
 * One cache for the app: unused data is kept 60 s (spec §9), failed reads retried once.
 *
 * Offline: the default network mode ("online") would pause every query and mutation while
 * the browser says it is offline, so nothing would ever reach the service worker's saved copies and a
 * tapped button would spin forever. "offlineFirst" makes one try (the worker answers reads from what it
 * saved; writes fail at once with the offline message), and no retries are spent while offline.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: 60_000,
      staleTime: 30_000,
      retry: (failures) => failures < 1 && isOnline(),
      refetchOnWindowFocus: false,
      networkMode: "offlineFirst",
    },
    mutations: { networkMode: "offlineFirst" },
  },
});
