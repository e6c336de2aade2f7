// A moderation decision with its reason (kept in the audit log; for hide, warn and mute also sent to
// the author): mute asks how long, suspend an optional end date.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  type ModerationActionInput,
  POSTING_MUTE_LABEL,
  POSTING_MUTES,
  type PostingMute,
} from "@saathi/contract/admin-moderation";
import type { ModerationAction } from "@saathi/contract/safety";
import { useId, useState } from "react";
import { tx } from "../../lib/i18n/translate.ts";
import { ReasonDialog } from "../shell/reason-dialog.tsx";

type Copy = { title: MessageDescriptor; description: MessageDescriptor; confirm: MessageDescriptor; danger?: boolean };

const COPY: Record<ModerationAction, Copy> = {
  dismiss: {
    title: msg({ message: "Dismiss", context: "moderation" }),
    description: msg`No rule is broken. Reporters are told; the author is not.`,
    confirm: msg({ message: "Dismiss", context: "moderation" }),
  },
  approve: {
    title: msg`Approve`,
    description: msg`The held content is published, and the author is told.`,
    confirm: msg`Approve`,
  },
  hide: {
    title: msg`Hide the content`,
    description: msg`Only the author can see it is hidden. They are told why, and may appeal once.`,
    confirm: msg`Hide`,
    danger: true,
  },
  warn: {
    title: msg`Warn the author`,
    description: msg`The author gets your reason as a warning.`,
    confirm: msg`Warn`,
  },
  mute: {
    title: msg`Mute the author`,
    description: msg`They cannot post, comment or send messages for a while. They are told why.`,
    confirm: msg`Mute`,
    danger: true,
  },
  suspend: {
    title: msg`Suspend the author`,
    description: msg`Signed out everywhere, sign-in refused, everything they wrote hidden. They are emailed your reason.`,
    confirm: msg`Suspend`,
    danger: true,
  },
};

/** Tomorrow as YYYY-MM-DD in the browser's zone: the earliest end date the server accepts. */
const tomorrow = (now = new Date()) => {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

export function ActionDialog(p: {
  action: ModerationAction | null;
  onClose(): void;
  onConfirm(input: ModerationActionInput): Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const ids = useId();
  const [mute, setMute] = useState<PostingMute>("24h");
  const [until, setUntil] = useState("");
  const action = p.action ?? "dismiss";
  const copy = COPY[action];
  return (
    <ReasonDialog
      open={p.action !== null}
      onOpenChange={(open) => {
        if (!open) {
          setMute("24h");
          setUntil("");
          p.onClose();
        }
      }}
      title={i18n._(copy.title)}
      description={i18n._(copy.description)}
      reasonLabel={action === "dismiss" || action === "approve" ? t`Reason` : t`Reason (the author reads it)`}
      confirmLabel={i18n._(copy.confirm)}
      busyLabel={t`Saving…`}
      tone={copy.danger ? "danger" : "primary"}
      onConfirm={(reason) =>
        p.onConfirm({
          action,
          reason,
          ...(action === "mute" ? { muteUntil: mute } : {}),
          ...(action === "suspend" && until ? { suspendUntil: until } : {}),
        })
      }
    >
      {action === "mute" ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-ink">
            <Trans>For how long?</Trans>
          </legend>
          {POSTING_MUTES.map((m) => (
            <label key={m} className="flex min-h-11 items-center gap-3 text-base text-ink">
              <input
                type="radio"
                name={`${ids}-mute`}
                value={m}
                checked={mute === m}
                onChange={() => setMute(m)}
                className="size-5"
              />
              {tx(POSTING_MUTE_LABEL[m])}
            </label>
          ))}
        </fieldset>
      ) : null}
      {action === "suspend" ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-until`} className="text-sm font-medium text-ink">
            <Trans>End date (optional)</Trans>
          </label>
          <input
            id={`${ids}-until`}
            type="date"
            min={tomorrow()}
            value={until}
            onChange={(e) => setUntil(e.target.value)}
            className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-ink"
          />
        </div>
      ) : null}
    </ReasonDialog>
  );
}
