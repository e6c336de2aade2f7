import type { Seat } from "@saathi/contract/circles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { circlesKeys } from "./circles-keys.ts";

/** GET /api/circles/seats: the member's seats, every state. */
export const getMySeats = (signal?: AbortSignal) => api<{ seats: Seat[] }>("/api/circles/seats", { signal });

export const mySeatsQueryOptions = () =>
  queryOptions({ queryKey: circlesKeys.mySeats(), queryFn: ({ signal }) => getMySeats(signal) });

export const useMySeats = (enabled = true) => useQuery({ ...mySeatsQueryOptions(), enabled });
