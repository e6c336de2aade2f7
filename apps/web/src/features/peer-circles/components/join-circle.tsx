// Joining a circle under a nickname. When someone the member blocked is inside, the server answers
// 409 BLOCKED_MEMBER_IN_ROOM first: the warning is shown here, and the member chooses to join anyway
// (their messages stay hidden from each other) or not.
import { Trans, useLingui } from "@lingui/react/macro";
import { PEER_MSG, type PeerRoomDetail, peerNicknameSchema } from "@saathi/contract/peer-circles";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useFocusReturn } from "../../../components/ui/dialog.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useJoinRoom } from "../api/join-room.ts";

export function JoinCircle({ room, open }: { room: PeerRoomDetail; open: boolean }) {
  const { t } = useLingui();
  const join = useJoinRoom();
  const [nickname, setNickname] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [warned, setWarned] = useState(false);
  const warning = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (warned) warning.current?.focus();
  }, [warned]);
  useFocusReturn(warned);

  const send = (acceptBlockWarning: boolean) => {
    const parsed = peerNicknameSchema.safeParse(nickname);
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? PEER_MSG.nicknameInvalid);
    setFieldError(undefined);
    join.mutate(
      { roomId: room.id, nickname: parsed.data, ...(acceptBlockWarning ? { acceptBlockWarning: true } : {}) },
      {
        onError: (e) => {
          if (e instanceof ApiError && e.code === "BLOCKED_MEMBER_IN_ROOM") setWarned(true);
          else if (e instanceof ApiError && (e.code === "NICKNAME_TAKEN" || e.code === "NICKNAME_IS_NAME"))
            setFieldError(e.message);
        },
      },
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send(false);
  };
  const other =
    join.error &&
    !(
      join.error instanceof ApiError &&
      ["BLOCKED_MEMBER_IN_ROOM", "NICKNAME_TAKEN", "NICKNAME_IS_NAME"].includes(join.error.code)
    )
      ? join.error instanceof ApiError
        ? tx(join.error.message)
        : t`Something went wrong. Please try again.`
      : null;

  if (warned) {
    return (
      <div
        ref={warning}
        tabIndex={-1}
        role="alertdialog"
        aria-labelledby="peer-block-warning-title"
        aria-describedby="peer-block-warning-text"
        className="flex flex-col gap-3 rounded-3xl border border-amber-200 bg-amber-50 p-4 text-ink outline-none"
      >
        <h2 id="peer-block-warning-title" className="text-base font-semibold">
          <Trans>Someone you blocked is here</Trans>
        </h2>
        <p id="peer-block-warning-text" className="text-sm">
          {tx(PEER_MSG.blockedMemberInRoom)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button busy={join.isPending} busyText={t`Joining…`} onClick={() => send(true)}>
            <Trans>Join anyway</Trans>
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setWarned(false);
              join.reset();
            }}
          >
            <Trans>Not now</Trans>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-3xl border border-slate-200 bg-white p-4">
      <h2 className="text-base font-semibold text-ink">
        <Trans>Join this circle</Trans>
      </h2>
      <p className="text-sm text-muted">
        <Trans>
          Choose a circle nickname. Others see only this, never your name. Be kind; what is shared here stays here.
        </Trans>
      </p>
      <TextField
        label={t`Circle nickname`}
        value={nickname}
        onChange={(e) => setNickname(e.target.value)}
        maxLength={24}
        autoComplete="off"
        error={fieldError}
        disabled={!open}
      />
      {other ? <Alert>{other}</Alert> : null}
      <Button type="submit" className="self-start" busy={join.isPending} busyText={t`Joining…`} disabled={!open}>
        <Trans>Join</Trans>
      </Button>
    </form>
  );
}
