import type { listenerQuizResultSchema } from "@saathi/contract/peer-circles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { peerCirclesKeys } from "./peer-circles-keys.ts";

export type QuizResult = z.infer<typeof listenerQuizResultSchema>;

/** POST /api/peer-circles/listener/quiz: graded on the server; every question must be answered. */
export const answerListenerQuiz = (answers: Record<string, string>) =>
  api<QuizResult>("/api/peer-circles/listener/quiz", { method: "POST", body: { answers } });

export function useAnswerListenerQuiz() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: answerListenerQuiz,
    onSuccess: () => void qc.invalidateQueries({ queryKey: peerCirclesKeys.listener() }),
  });
}
