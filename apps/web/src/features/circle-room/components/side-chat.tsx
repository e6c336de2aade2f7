import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { CIRCLE_ROOM_CHAT_MAX, type CircleRoomMessage } from "@saathi/contract/circle-room";
import type { WriteCrisis } from "@saathi/contract/crisis";
import { useState } from "react";
import { showsCrisisCard, WriteCrisisCard } from "../../../components/safety/crisis-card.tsx";
import { ReportDialog } from "../../../components/safety/report-dialog.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { formatTime } from "../../../lib/i18n/format.ts";
import { reportRoomLine } from "../api/report-room-line.ts";
import { sendRoomMessage } from "../api/send-room-message.ts";

/**
 * The room's text side-chat: what is written reaches those in the room now, and is kept nowhere. Another
 * person's line can be reported (to Saathi's moderators, who see that line only).
 */
export function SideChat({
  occurrenceId,
  messages,
  myName,
}: {
  occurrenceId: string;
  messages: CircleRoomMessage[];
  /** The name I am shown by: my own lines offer no report. */
  myName: string;
}) {
  const [text, setText] = useState("");
  const [reporting, setReporting] = useState<CircleRoomMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [crisis, setCrisis] = useState<WriteCrisis | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const res = await sendRoomMessage(occurrenceId, text.trim());
      setText("");
      if (showsCrisisCard(res.crisis.level)) setCrisis(res.crisis);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <h2 id="side-chat" className="text-base font-semibold text-ink">
        <Trans>Side-chat</Trans>
      </h2>
      <p className="text-xs text-muted">
        <Trans>Messages here are seen by those in the room now and are not saved.</Trans>
      </p>
      <ol role="log" aria-labelledby="side-chat" className="flex max-h-64 flex-col gap-1 overflow-y-auto">
        {messages.map((m) => (
          <li key={m.id} className="text-sm text-ink">
            <span className="font-semibold">{m.name}</span>{" "}
            <span className="text-xs text-muted">{formatTime(m.sentAt)}</span>
            <p className="break-words">{m.text}</p>
            {m.name !== myName ? (
              <button
                type="button"
                onClick={() => setReporting(m)}
                className="min-h-11 text-xs text-muted underline"
                aria-label={t`Report ${m.name}'s message`}
              >
                <Trans>Report</Trans>
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {reporting ? (
        <ReportDialog
          target={{ type: "circle_room_line", id: reporting.id }}
          open
          onOpenChange={(open) => {
            if (!open) setReporting(null);
          }}
          sendWith={(input) => reportRoomLine(reporting, input)}
        />
      ) : null}
      <WriteCrisisCard crisis={crisis} onDismiss={() => setCrisis(null)} />
      {error ? <Alert>{error}</Alert> : null}
      <form onSubmit={(e) => void submit(e)} className="flex gap-2">
        <label htmlFor="room-chat-input" className="sr-only">
          <Trans>Message the circle</Trans>
        </label>
        <input
          id="room-chat-input"
          value={text}
          maxLength={CIRCLE_ROOM_CHAT_MAX}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`Message the circle`}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 px-3 text-sm"
        />
        <Button type="submit" busy={busy}>
          <Trans>Send</Trans>
        </Button>
      </form>
    </div>
  );
}
