import { useQueryClient } from "@tanstack/react-query";
import { bookingsKeys } from "./bookings-keys.ts";

/** After a move, a proposal or an answer: both lists and the expert's free times refresh. */
export function useRefreshAfterMove() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: bookingsKeys.all });
    void qc.invalidateQueries({ queryKey: bookingsKeys.expertsRoot });
  };
}
