import { APPLICATION_MSG } from "@saathi/contract/expert-application";
import { EXPERT_MSG } from "@saathi/contract/experts";
import { Link, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { useExpert } from "../api/get-expert.ts";
import { BookingPanel } from "./booking-panel.tsx";
import { ExpertSummary } from "./expert-summary.tsx";

/** /expert/booking?expert=…: the expert and the booking panel; safe to reload. */
export function BookingPage() {
  const [params] = useSearchParams();
  const handle = params.get("expert") ?? "";
  const q = useExpert(handle);
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">Book your slot now</h1>
      {!handle || q.isError ? (
        <>
          <Alert>{EXPERT_MSG.expertMissing}</Alert>
          {handle && q.isError ? <p className="text-sm text-muted">{APPLICATION_MSG.notAvailable}</p> : null}
          <Link to="/expert/expertList" className="font-medium text-brand-700 underline">
            Choose an expert
          </Link>
        </>
      ) : q.isLoading || !q.data ? (
        <div role="status" className="h-64 animate-pulse rounded-3xl bg-slate-100" aria-label="Loading" />
      ) : (
        <>
          <ExpertSummary expert={q.data} />
          <BookingPanel expert={q.data} />
        </>
      )}
    </section>
  );
}
