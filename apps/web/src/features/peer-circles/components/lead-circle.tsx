// A paused circle (no listener leads it, e.g. after its listener's role was taken away) offers an
// approved listener to take it up under a nickname; its members may then write again. Anyone else sees
// only the paused sentence (room-page.tsx).
import { Trans, useLingui } from "@lingui/react/macro";
import { type PeerRoomDetail, peerNicknameSchema } from "@saathi/contract/peer-circles";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useListenerMe } from "../api/get-listener-me.ts";
import { useLeadRoom } from "../api/lead-room.ts";

export function LeadCircle({ room }: { room: PeerRoomDetail }) {
  const { t } = useLingui();
  const me = useListenerMe();
  const lead = useLeadRoom();
  const [nickname, setNickname] = useState(room.me?.nickname ?? "");
  const [fieldError, setFieldError] = useState<string>();
  if (me.data?.status !== "approved") return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = peerNicknameSchema.safeParse(nickname);
    if (!parsed.success) return setFieldError(tx(parsed.error.issues[0]?.message ?? ""));
    setFieldError(undefined);
    lead.mutate(
      { roomId: room.id, nickname: parsed.data },
      {
        onError: (err) =>
          setFieldError(err instanceof ApiError ? tx(err.message) : t`Something went wrong. Please try again.`),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="lead-circle-title"
      className="flex flex-col gap-3 rounded-3xl border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id="lead-circle-title" className="text-base font-semibold text-ink">
        <Trans>Lead this circle</Trans>
      </h2>
      <p className="text-sm text-ink">
        <Trans>You are a Saathi listener. Lead this circle so its members can write again.</Trans>
      </p>
      <TextField
        label={t`Your circle nickname`}
        value={nickname}
        onChange={(e) => setNickname(e.target.value)}
        maxLength={24}
        autoComplete="off"
        error={fieldError}
      />
      {lead.isError && !fieldError ? <Alert>{t`Something went wrong. Please try again.`}</Alert> : null}
      <Button type="submit" className="self-start" busy={lead.isPending} busyText={t`Sending…`}>
        <Trans>Lead this circle</Trans>
      </Button>
    </form>
  );
}
