import { useLingui as useLanguage } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { COURSE_MSG, type CourseModule, MODULE_DESCRIPTION_MAX, truncate } from "@saathi/contract/courses";
import { ChevronDown, Lock } from "lucide-react";
import { Accordion } from "radix-ui";
import { useCallback, useState } from "react";
import { tx } from "../../../lib/i18n/translate.ts";
import { LessonMedia } from "./lesson-media.tsx";

/** Description cut at 120 characters with 'see more' / 'see less'. */
function ModuleDescription({ text }: { text: string }) {
  const { t } = useLingui();
  const [more, setMore] = useState(false);
  if (text.length <= MODULE_DESCRIPTION_MAX) return <p className="text-sm text-muted">{text}</p>;
  return (
    <p className="text-sm text-muted">
      {more ? text : truncate(text, MODULE_DESCRIPTION_MAX)}{" "}
      <button
        type="button"
        aria-expanded={more}
        className="font-semibold text-brand-700 underline"
        onClick={() => setMore((m) => !m)}
      >
        {more ? t`see less` : t`see more`}
      </button>
    </p>
  );
}

function LessonNumber({ index }: { index: number }) {
  const number = index + 1;
  return <Trans>Lesson {number}</Trans>;
}

/**
 * One module: its title, description and lessons as an accordion (one open at a time, first open).
 * `openLesson` (a link to one lesson) opens that one instead, scrolls to it and puts the focus on it.
 */
export function ModuleLessons({
  module,
  locked,
  openLesson,
}: {
  module: CourseModule;
  locked: boolean;
  openLesson?: string;
}) {
  useLanguage(); // tx() follows the language of the moment
  const linked = module.lessons.some((l) => l.id === openLesson) ? openLesson : undefined;
  // Once, when the linked lesson's heading appears: in view and focused (a screen reader reads it).
  const focusLinked = useCallback((el: HTMLButtonElement | null) => {
    if (!el) return;
    el.scrollIntoView?.({ block: "start" });
    el.focus({ preventScroll: true });
  }, []);
  return (
    <section aria-label={module.title} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-ink">{module.title}</h2>
      <ModuleDescription text={module.description} />
      {module.lessons.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-sm text-muted">{tx(COURSE_MSG.noLessons)}</p>
      ) : (
        <Accordion.Root
          type="single"
          collapsible
          defaultValue={linked ?? module.lessons[0]?.id}
          className="flex flex-col gap-2"
        >
          {module.lessons.map((lesson, i) => (
            <Accordion.Item key={lesson.id} value={lesson.id} className="overflow-hidden rounded-xl bg-white shadow-sm">
              <Accordion.Header>
                <Accordion.Trigger
                  ref={lesson.id === linked ? focusLinked : undefined}
                  className="group flex min-h-12 w-full items-center justify-between gap-3 px-4 py-3 text-left font-medium text-ink hover:bg-brand-50"
                >
                  <span>
                    <span className="text-muted">
                      <LessonNumber index={i} /> ·{" "}
                    </span>
                    {lesson.name}
                  </span>
                  <ChevronDown aria-hidden size={18} className="shrink-0 group-data-[state=open]:rotate-180" />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="flex flex-col gap-3 px-4 pb-4">
                <p className="text-sm text-muted">{lesson.description}</p>
                {locked ? (
                  <p className="flex items-center gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-800">
                    <Lock aria-hidden size={16} /> {tx(COURSE_MSG.locked)}
                  </p>
                ) : (
                  <LessonMedia lesson={lesson} />
                )}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </section>
  );
}
