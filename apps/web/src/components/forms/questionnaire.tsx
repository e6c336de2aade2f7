import { ASSESSMENT_MSG } from "@saathi/contract/assessments";
import type { ReactNode } from "react";
import { tx } from "../../lib/i18n/translate.ts";
import { Alert } from "../ui/alert.tsx";
import { Button } from "../ui/button.tsx";
import { type Choice, type ChoiceLabelling, ChoiceQuestion } from "./choice-question.tsx";
import { useAllAnswered } from "./use-all-answered.ts";

/** One numbered question; `choices` overrides the questionnaire's shared `scale`. */
export interface QuestionnaireItem<V extends string | number> {
  key: string | number;
  text: string;
  choices?: readonly Choice<V>[];
}

export interface QuestionnaireProps<V extends string | number> {
  items: readonly QuestionnaireItem<V>[];
  /** The answer scale every item shares (unless it brings its own `choices`). */
  scale?: readonly Choice<V>[];
  /** Radio group names are `${namePrefix}${item.key}`. */
  namePrefix?: string;
  columns?: "stack" | "wrap";
  labelling?: ChoiceLabelling;
  /** On a submit with answers missing: say so under each one and move focus to the first (default on). */
  pointAtMissing?: boolean;
  /** Shown under an item, given the answers so far (the crisis help under PHQ-9's ninth). */
  afterItem?(index: number, answers: readonly (V | null)[]): ReactNode;
  submitLabel: string;
  submitClassName?: string;
  busy?: boolean;
  busyText?: string;
  error?: string | null;
  /** Called only with every item answered, answers in item order. */
  onSubmit(answers: V[]): void;
  /** Heading and instructions, above the items. */
  children?: ReactNode;
}

/**
 * A list of multiple-choice questions that must all be answered before submitting: the personality
 * test, the wellness quiz and the screening instruments.
 */
export function Questionnaire<V extends string | number>({
  items,
  scale = [],
  namePrefix = "",
  columns,
  labelling,
  pointAtMissing = true,
  afterItem,
  submitLabel,
  submitClassName,
  busy,
  busyText,
  error,
  onSubmit,
  children,
}: QuestionnaireProps<V>) {
  const form = useAllAnswered<V>(items.length);
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const answers = form.check(pointAtMissing);
        if (answers) onSubmit(answers);
      }}
    >
      {children}
      <ol className="flex flex-col gap-4">
        {items.map((item, i) => (
          <li key={item.key}>
            <ChoiceQuestion
              ref={form.refFor(i)}
              name={`${namePrefix}${item.key}`}
              number={i + 1}
              question={item.text}
              choices={item.choices ?? scale}
              columns={columns}
              labelling={labelling}
              value={form.answers[i] ?? null}
              missing={form.showMissing && form.answers[i] === null}
              hintMissing={pointAtMissing}
              onChange={(v) => form.set(i, v as V)}
            />
            {afterItem?.(i, form.answers)}
          </li>
        ))}
      </ol>
      {form.showMissing && !form.complete ? <Alert>{tx(ASSESSMENT_MSG.answerAll)}</Alert> : null}
      {error ? <Alert>{tx(error)}</Alert> : null}
      <Button type="submit" className={submitClassName} busy={busy} busyText={busyText}>
        {submitLabel}
      </Button>
    </form>
  );
}
