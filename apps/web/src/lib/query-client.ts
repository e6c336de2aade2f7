import { QueryClient } from "@tanstack/react-query";

/** One cache for the app: unused data is kept 60 s (spec §9), failed reads retried once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { gcTime: 60_000, staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});
