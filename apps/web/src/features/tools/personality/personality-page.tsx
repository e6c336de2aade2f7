import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { Questionnaire } from "../../../components/forms/questionnaire.tsx";
import { PublicPage } from "../../../components/layout/public-page.tsx";
import { OfflineNotice } from "../../../components/offline/offline-notice.tsx";
import { Button } from "../../../components/ui/button.tsx";
import {
  describeMiniIpip,
  MINI_IPIP_INSTRUCTIONS,
  MINI_IPIP_ITEMS,
  MINI_IPIP_SCALE,
  type MiniIpipScores,
  scoreMiniIpip,
} from "./mini-ipip.ts";

/** /personality-tests: the 20-item Mini-IPIP, scored in the browser; nothing is stored. */
export function PersonalityPage() {
  const { t } = useLingui();
  const [scores, setScores] = useState<MiniIpipScores | null>(null);
  return (
    <PublicPage
      title={t`Personality Tests`}
      intro={t`A short, free look at the Big Five personality traits. It takes about 3 minutes, and your answers never leave this browser.`}
    >
      <OfflineNotice works className="mb-4" />
      {scores ? (
        <PersonalityResults scores={scores} onAgain={() => setScores(null)} />
      ) : (
        <PersonalityForm onDone={(answers) => setScores(scoreMiniIpip(answers))} />
      )}
    </PublicPage>
  );
}

function PersonalityForm({ onDone }: { onDone(answers: number[]): void }) {
  const { t, i18n } = useLingui();
  // Items in published order, so each is numbered by its place (1-20) and named `ipip-<number>`;
  // texts are read now, in the language shown.
  const items = MINI_IPIP_ITEMS.map((item) => ({ key: item.number, text: item.text }));
  const scale = MINI_IPIP_SCALE.map((o) => ({ value: o.value, label: o.label }));
  return (
    <Questionnaire<number>
      items={items}
      scale={scale}
      namePrefix="ipip-"
      columns="stack"
      submitLabel={t`See my results`}
      submitClassName="self-start"
      onSubmit={onDone}
    >
      <h2 className="text-lg font-semibold text-ink">
        <Trans>Mini-IPIP personality questionnaire</Trans>
      </h2>
      <p className="text-ink">{i18n._(MINI_IPIP_INSTRUCTIONS)}</p>
    </Questionnaire>
  );
}

function PersonalityResults({ scores, onAgain }: { scores: MiniIpipScores; onAgain(): void }) {
  const { t } = useLingui();
  const id = useId();
  const results = describeMiniIpip(scores);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    window.scrollTo?.({ top: 0 });
  }, []);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink">
        <Trans>Your personality results</Trans>
      </h2>
      <p className="text-sm text-muted">
        <Trans>Each score is from 4 to 20. There are no good or bad scores: every trait has its strengths.</Trans>
      </p>
      <ul className="flex flex-col gap-3">
        {results.map((r) => (
          <li key={r.trait} className="rounded-3xl border border-slate-200 bg-white p-4">
            <div className="flex items-baseline justify-between gap-2">
              <h3 className="font-semibold text-ink">{r.name}</h3>
              <p className="text-sm font-semibold text-brand-800">{t`${r.score} out of 20`}</p>
            </div>
            <div className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-brand-50" aria-hidden="true">
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${(r.score / 20) * 100}%` }} />
            </div>
            <p className="mt-2 text-sm text-ink">{r.description}</p>
          </li>
        ))}
      </ul>
      <p className="rounded-2xl border border-slate-200 bg-white p-3 text-sm text-muted">
        <Trans>
          This is not a clinical test or a diagnosis: it is a short research questionnaire (the Mini-IPIP, Donnellan et
          al., 2006, public domain) meant for curiosity and self-reflection. Nothing you answered has been stored.
        </Trans>
      </p>
      <Button variant="secondary" className="self-start" onClick={onAgain}>
        <Trans>Take it again</Trans>
      </Button>
    </section>
  );
}
