import { Trans, useLingui } from "@lingui/react/macro";
import { COURSE_MSG } from "@saathi/contract/courses";
import { CheckCircle2 } from "lucide-react";
import { Dialog, Tabs } from "radix-ui";
import { useRef, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { BookingFailureDialog } from "../../../components/payments/result-dialogs.tsx";
import { SandboxCheckoutDialog } from "../../../components/payments/sandbox-checkout-dialog.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { DialogContent } from "../../../components/ui/dialog.tsx";
import { useCourse } from "../../../lib/api/courses/get-course.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { formatMoney } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useCourseCheckout } from "../hooks/use-course-checkout.ts";
import { CoursePrice } from "./course-price.tsx";
import { ModuleLessons } from "./module-lessons.tsx";
import { WellnessPage } from "./wellness-page.tsx";

const tabClass =
  "min-h-11 shrink-0 rounded-full border border-brand-200 bg-white px-4 text-sm font-medium text-ink data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white";

/**
 * /wellness/wellnessList/{courseId}: Introduction and one tab per module. `?lesson=<lessonId>` (a
 * counsellor's homework) opens that lesson's module with the lesson open and focused; a lesson the
 * course does not have leaves the page as it always opens.
 */
export function CourseDetailPage() {
  const { t } = useLingui();
  const { courseId = "" } = useParams();
  const [params] = useSearchParams();
  // The link opens its lesson once: after the member moves between tabs, modules open as usual.
  const [linkUsed, setLinkUsed] = useState(false);
  const { data: course, isPending, error, refetch } = useCourse(courseId);
  const checkout = useCourseCheckout(courseId, course?.name ?? t`Course`);
  // The failure dialog gives the focus back here when it closes.
  const buyButton = useRef<HTMLButtonElement>(null);

  if (isPending)
    return (
      <WellnessPage title={t`Course`} back="/wellness/wellnessList">
        <p role="status" className="text-muted">
          <Trans>Loading course...</Trans>
        </p>
      </WellnessPage>
    );
  if (error || !course)
    return (
      <WellnessPage title={t`Course`} back="/wellness/wellnessList">
        <Alert>
          {error instanceof ApiError && error.status === 404 ? tx(COURSE_MSG.notFound) : t`Could not load this course.`}
        </Alert>
        {!(error instanceof ApiError && error.status < 500) ? (
          <Button className="mt-3" variant="secondary" onClick={() => void refetch()}>
            <Trans>Retry</Trans>
          </Button>
        ) : null}
      </WellnessPage>
    );

  const locked = !course.owned;
  const name = course.name;
  const price = course.isPaid && course.price > 0 ? formatMoney(course.price) : t`Free`;
  const modules = course.modules.length;
  const lessonId = params.get("lesson");
  const linked = lessonId ? course.modules.find((m) => m.lessons.some((l) => l.id === lessonId)) : undefined;
  return (
    <WellnessPage title={course.name} back="/wellness/wellnessList">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
          <CoursePrice course={course} />
        </span>
        {course.isPaid && course.owned ? (
          <span className="flex items-center gap-1 text-sm text-brand-700">
            <CheckCircle2 aria-hidden size={16} /> <Trans>Purchased: all lessons are open</Trans>
          </span>
        ) : null}
        {locked ? (
          <Button
            ref={buyButton}
            onClick={() => void checkout.start()}
            busy={checkout.busy}
            busyText={t`Please wait...`}
          >
            <Trans>Buy course for {price}</Trans>
          </Button>
        ) : null}
      </div>
      <Tabs.Root defaultValue={linked?.id ?? "intro"} onValueChange={() => setLinkUsed(true)}>
        <Tabs.List aria-label={t`Course sections`} className="mb-4 flex gap-2 overflow-x-auto pb-1">
          <Tabs.Trigger value="intro" className={tabClass}>
            <Trans>Introduction</Trans>
          </Tabs.Trigger>
          {course.modules.map((m, i) => {
            const number = i + 1;
            return (
              <Tabs.Trigger key={m.id} value={m.id} className={tabClass}>
                <Trans>Module {number}</Trans>
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Tabs.Content value="intro" className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold text-ink">{course.name}</h2>
          <p className="text-muted">{course.description}</p>
          {course.introVideoUrl ? (
            // biome-ignore lint/a11y/useMediaCaption: the introduction's words are written into the picture
            <video
              controls
              playsInline
              preload="metadata"
              src={course.introVideoUrl}
              poster={course.thumbnailUrl ?? undefined}
              aria-label={t`${name}: introduction video`}
              className="aspect-video w-full rounded-xl bg-ink"
            />
          ) : null}
          {locked ? (
            <p className="text-sm text-muted">
              <Trans>The introduction is free to watch. Buy the course to open its {modules} modules.</Trans>
            </p>
          ) : null}
        </Tabs.Content>
        {course.modules.map((m) => (
          <Tabs.Content key={m.id} value={m.id}>
            <ModuleLessons
              module={m}
              locked={locked}
              openLesson={!linkUsed && m === linked ? (lessonId ?? undefined) : undefined}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <SandboxCheckoutDialog
        order={checkout.state.step === "sandbox" ? checkout.state.order : null}
        summary={[[t`Course`, course.name]]}
        busy={checkout.state.step === "sandbox" && checkout.state.paying}
        onPay={() => void checkout.pay()}
        onCancel={() => void checkout.cancel()}
        onFail={() => void checkout.failPayment()}
      />
      <Dialog.Root open={checkout.state.step === "success"} onOpenChange={(o) => !o && checkout.reset()}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
          <DialogContent className="fixed inset-x-3 top-1/2 z-50 -translate-y-1/2 rounded-3xl bg-white p-6 text-center shadow-xl sm:left-1/2 sm:w-full sm:max-w-sm sm:-translate-x-1/2">
            <CheckCircle2 className="mx-auto text-brand-700" size={48} aria-hidden />
            <Dialog.Title className="mt-3 text-xl font-bold text-ink">
              <Trans>The course is yours</Trans>
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-muted">
              <Trans>Every lesson of {name} is open now. Take it one lesson at a time.</Trans>
            </Dialog.Description>
            <Button className="mt-5 w-full" onClick={checkout.reset}>
              <Trans>Start learning</Trans>
            </Button>
          </DialogContent>
        </Dialog.Portal>
      </Dialog.Root>
      <BookingFailureDialog
        message={checkout.state.step === "failure" ? checkout.state.message : null}
        onRetry={checkout.reset}
        returnFocusTo={buyButton}
      />
    </WellnessPage>
  );
}
