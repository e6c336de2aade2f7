import { Trans, useLingui } from "@lingui/react/macro";
import { IMAGE_MAX_BYTES, POST_MAX_IMAGES } from "@saathi/contract/constants";
import { CRISIS_MSG, type SafetyCheckResult } from "@saathi/contract/crisis";
import { POST_MSG, type Post, postHasContent } from "@saathi/contract/posts";
import { imageFileProblem } from "@saathi/contract/profile-edit";
import { useQueryClient } from "@tanstack/react-query";
import { BarChart3, FileText, ImagePlus, Video, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type RefObject, useEffect, useRef, useState } from "react";
import { CrisisCard, showsCrisisCard } from "../../../components/safety/crisis-card.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { DialogContent } from "../../../components/ui/dialog.tsx";
import { checkText } from "../../../lib/api/crisis/check-text.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { createPost } from "../api/create-post.ts";
import { feedKeys } from "../api/feed-keys.ts";

/** The compose-post dialog: full screen on phones, a centred card on desktop (spec §2). */
export function ComposeDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Opened without a Radix trigger: on closing, the focus goes back here (else it falls to the page). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  // After a post that speaks of crisis, the dialog shows the crisis card instead of closing;
  // a post held for review says so (it is not lost).
  const [after, setAfter] = useState<{ crisis: Post["crisis"]; held: boolean } | null>(null);
  // A post the server refused to keep (a young person waiting for a guardian's consent, a member muted
  // from posting) is never read by the crisis check on its way in: its words are checked on their own,
  // and the crisis card shows above the refusal, with the words kept in the box.
  const [refusedCrisis, setRefusedCrisis] = useState<SafetyCheckResult | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const previews = useObjectUrls(files);

  const close = (next: boolean) => {
    if (!next) {
      setText("");
      setFiles([]);
      setError("");
      setAfter(null);
      setRefusedCrisis(null);
    }
    onOpenChange(next);
  };
  const addFiles = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    const bad = chosen.map((f) => imageFileProblem(f, IMAGE_MAX_BYTES)).find(Boolean);
    if (bad) setError(tx(bad));
    setFiles((f) => [...f, ...chosen.filter((x) => !imageFileProblem(x, IMAGE_MAX_BYTES))].slice(0, POST_MAX_IMAGES));
  };
  const submit = async () => {
    if (!postHasContent(text, files.length)) return setError(tx(POST_MSG.contentRequired));
    setBusy(true);
    setError("");
    try {
      const saved = await createPost(text.trim(), files);
      await queryClient.invalidateQueries({ queryKey: feedKeys.all });
      if (showsCrisisCard(saved.crisis?.level) || saved.held) setAfter({ crisis: saved.crisis, held: !!saved.held });
      else close(false);
    } catch (err) {
      setError(err instanceof ApiError ? tx(err.message) : tx(POST_MSG.createFailed));
      if (err instanceof ApiError && err.status === 403) {
        const read = await checkText(text);
        setRefusedCrisis(showsCrisisCard(read.level) ? read : null);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogContent
          onCloseAutoFocus={(e) => {
            if (!returnFocusTo?.current) return;
            e.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-white sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <Dialog.Title className="text-lg font-semibold text-ink">
              <Trans>Create post</Trans>
            </Dialog.Title>
            <Dialog.Close
              aria-label={t`Close`}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-muted hover:bg-slate-100"
            >
              <X size={20} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            <Trans>Write a post for your buddies, with photos if you like.</Trans>
          </Dialog.Description>
          {after ? (
            <div className="flex flex-1 flex-col gap-3 overflow-y-auto p-4">
              {after.crisis && showsCrisisCard(after.crisis.level) ? (
                <CrisisCard
                  level={after.crisis.level}
                  held={after.held}
                  othersDanger={after.crisis.othersDanger}
                  onDismiss={() => close(false)}
                />
              ) : (
                <>
                  <Alert tone="success">{tx(CRISIS_MSG.held)}</Alert>
                  <Button onClick={() => close(false)}>
                    <Trans>Done</Trans>
                  </Button>
                </>
              )}
            </div>
          ) : (
            <>
              <div className="flex flex-1 flex-col gap-3 overflow-y-auto p-4">
                <span className="w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
                  <Trans>Everyone</Trans>
                </span>
                <textarea
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  placeholder={t`Share your thoughts...`}
                  aria-label={t`Post text`}
                  maxLength={5000}
                  rows={5}
                  className="min-h-32 w-full resize-none rounded-2xl border border-slate-200 p-3 text-base"
                />
                {previews.length ? (
                  <ul className="grid grid-cols-3 gap-2" aria-label={t`Chosen photos`}>
                    {previews.map((src, i) => {
                      const n = i + 1;
                      const total = previews.length;
                      return (
                        <li key={src} className="relative">
                          <img
                            src={src}
                            alt={t`Chosen ${n} of ${total}`}
                            className="aspect-square w-full rounded-xl object-cover"
                          />
                          <button
                            type="button"
                            aria-label={t`Remove photo ${n}`}
                            onClick={() => setFiles((f) => f.filter((_, j) => j !== i))}
                            className="absolute top-0 right-0 inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-white"
                          >
                            {/* 44 px to tap, a small dark circle to see. */}
                            <span className="rounded-full bg-ink/70 p-1">
                              <X size={14} aria-hidden="true" />
                            </span>
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
                {refusedCrisis && showsCrisisCard(refusedCrisis.level) ? (
                  <CrisisCard
                    level={refusedCrisis.level}
                    othersDanger={refusedCrisis.othersDanger}
                    onDismiss={() => setRefusedCrisis(null)}
                  />
                ) : null}
                {error ? <Alert>{error}</Alert> : null}
              </div>
              <div className="flex items-center gap-1 border-t border-slate-100 px-3 py-3">
                <input
                  ref={input}
                  type="file"
                  accept="image/*"
                  multiple
                  hidden
                  onChange={(e) => addFiles(e.target.files)}
                  data-testid="gallery-input"
                />
                <button
                  type="button"
                  onClick={() => input.current?.click()}
                  className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 py-2 text-sm text-muted hover:bg-brand-50"
                >
                  <ImagePlus size={18} aria-hidden="true" />{" "}
                  <span>
                    <Trans>Gallery</Trans>
                  </span>
                </button>
                {[
                  [Video, t`Video`],
                  [FileText, t`Article`],
                  [BarChart3, t`Poll`],
                ].map(([Icon, label]) => {
                  const I = Icon as typeof Video;
                  return (
                    <button
                      key={label as string}
                      type="button"
                      className="hidden items-center gap-1 rounded-lg px-2 py-2 text-sm text-muted sm:inline-flex"
                      aria-disabled="true"
                    >
                      <I size={18} aria-hidden="true" /> <span className="max-sm:sr-only">{label as string}</span>
                    </button>
                  );
                })}
                <Button className="ml-auto" onClick={submit} busy={busy} busyText={t`Posting...`}>
                  <Trans>Post</Trans>
                </Button>
              </div>
            </>
          )}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Preview URLs for chosen files, released when they change. */
function useObjectUrls(files: File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((f) => URL.createObjectURL(f));
    setUrls(made);
    return () => {
      for (const u of made) URL.revokeObjectURL(u);
    };
  }, [files]);
  return urls;
}
