import { Trans, useLingui } from "@lingui/react/macro";
import { APPLICATION_MSG } from "@saathi/contract/expert-application";
import { EXPERT_MSG } from "@saathi/contract/experts";
import { Link, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useExpert } from "../api/get-expert.ts";
import { BookingPanel } from "./booking-panel.tsx";
import { ExpertSummary } from "./expert-summary.tsx";

/** /expert/booking?expert=…(&slot=…&mode=…&language=… from 'Book this slot'): the expert and the booking panel; safe to reload. */
export function BookingPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const handle = params.get("expert") ?? "";
  const q = useExpert(handle);
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">
        <Trans>Book your slot now</Trans>
      </h1>
      {!handle || q.isError ? (
        <>
          <Alert>{tx(EXPERT_MSG.expertMissing)}</Alert>
          {handle && q.isError ? <p className="text-sm text-muted">{tx(APPLICATION_MSG.notAvailable)}</p> : null}
          <Link to="/expert/expertList" className="font-medium text-brand-700 underline">
            <Trans>Choose an expert</Trans>
          </Link>
        </>
      ) : q.isLoading || !q.data ? (
        <div role="status" className="h-64 animate-pulse rounded-3xl bg-slate-100" aria-label={t`Loading`} />
      ) : (
        <>
          <ExpertSummary expert={q.data} nameLevel={2} />
          <BookingPanel
            expert={q.data}
            chosen={{ slot: params.get("slot"), mode: params.get("mode"), language: params.get("language") }}
          />
        </>
      )}
    </section>
  );
}
