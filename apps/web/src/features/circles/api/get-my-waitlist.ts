import type { WaitlistEntry } from "@saathi/contract/circles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { circlesKeys } from "./circles-keys.ts";

/** GET /api/circles/waitlist: the waitlists the member is on (waiting or offered a seat). */
export const getMyWaitlist = (signal?: AbortSignal) =>
  api<{ entries: WaitlistEntry[] }>("/api/circles/waitlist", { signal });

export const myWaitlistQueryOptions = () =>
  queryOptions({ queryKey: circlesKeys.myWaitlist(), queryFn: ({ signal }) => getMyWaitlist(signal) });

export const useMyWaitlist = (enabled = true) => useQuery({ ...myWaitlistQueryOptions(), enabled });
