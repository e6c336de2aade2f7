import type { listenerQuizSchema } from "@saathi/contract/peer-circles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { peerCirclesKeys } from "./peer-circles-keys.ts";

export type ListenerQuiz = z.infer<typeof listenerQuizSchema>;

/** GET /api/peer-circles/listener/quiz: the questions and options (the answers stay on the server). */
export const getListenerQuiz = (signal?: AbortSignal) =>
  api<ListenerQuiz>("/api/peer-circles/listener/quiz", { signal });

export const listenerQuizQueryOptions = () =>
  queryOptions({
    queryKey: peerCirclesKeys.quiz(),
    queryFn: ({ signal }) => getListenerQuiz(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useListenerQuiz = (enabled: boolean) => useQuery({ ...listenerQuizQueryOptions(), enabled });
