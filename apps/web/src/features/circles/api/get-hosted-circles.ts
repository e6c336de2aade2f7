import type { Circle } from "@saathi/contract/circles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { circlesKeys } from "./circles-keys.ts";

/** GET /api/expert/circles: the host's circles, every meeting (past and cancelled too). */
export const getHostedCircles = (signal?: AbortSignal) => api<{ circles: Circle[] }>("/api/expert/circles", { signal });

export const hostedCirclesQueryOptions = () =>
  queryOptions({ queryKey: circlesKeys.hosted(), queryFn: ({ signal }) => getHostedCircles(signal) });

export const useHostedCircles = () => useQuery(hostedCirclesQueryOptions());
