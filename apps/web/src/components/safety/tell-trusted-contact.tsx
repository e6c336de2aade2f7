// "Tell {name}" on the crisis card: the member's trusted contact (named on the safety plan screen) is
// sent one short message asking them to check in, only after the member taps, reads exactly what will
// be sent and confirms. Nothing at all without a signed-in member who named someone.
import { Trans, useLingui } from "@lingui/react/macro";
import { contactFirstName, TRUSTED_CONTACT_TEXT, type TrustedContact } from "@saathi/contract/safety-plan";
import { useQuery } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { meQueryOptions } from "../../lib/api/session/get-me.ts";
import { useTrustedContact } from "../../lib/api/trusted-contact/get-trusted-contact.ts";
import { useTellTrustedContact } from "../../lib/api/trusted-contact/tell-trusted-contact.ts";
import { tx } from "../../lib/i18n/translate.ts";
import { Alert } from "../ui/alert.tsx";
import { Button } from "../ui/button.tsx";

/** The signed-in member as already known (never asked for here: the card also shows to visitors). */
export function useKnownMember() {
  return useQuery({ ...meQueryOptions, enabled: false }).data ?? null;
}

/** Renders nothing for visitors and for members without a trusted contact. */
export function TellTrustedContact() {
  const me = useKnownMember();
  const contact = useTrustedContact(Boolean(me?.user)).data?.contact ?? null;
  if (!me?.user || !contact) return null;
  const first = contactFirstName({
    firstName: me.profile?.firstName ?? null,
    displayName: me.profile?.displayName ?? me.user.name,
    username: me.profile?.username ?? null,
  });
  return <TellContact contact={contact} memberName={first} />;
}

function TellContact({ contact, memberName }: { contact: TrustedContact; memberName: string }) {
  const { t } = useLingui();
  const tell = useTellTrustedContact();
  const [confirming, setConfirming] = useState(false);
  // Each step replaces the button pressed: what comes next takes the focus ("Send it", "Tell {name}"
  // again, or the sent line), so the keyboard's place is kept. Never on the card's first showing.
  const acted = useRef(false);
  const takeFocus = useCallback((el: HTMLElement | null) => {
    if (el && acted.current) el.focus();
  }, []);
  const name = contact.name;
  // Whole sentences per channel, so each language can order its words.
  const preview =
    contact.phone && contact.email
      ? t`Saathi will send ${name} this message by text message and email:`
      : contact.phone
        ? t`Saathi will send ${name} this message by text message:`
        : t`Saathi will send ${name} this message by email:`;
  const sent = tell.data;
  const done = !sent
    ? ""
    : sent.sentBy.length === 2
      ? t`Sent to ${name} by text message and email.`
      : sent.sentBy[0] === "sms"
        ? t`Sent to ${name} by text message.`
        : t`Sent to ${name} by email.`;

  if (sent) {
    return (
      <p
        ref={takeFocus}
        tabIndex={-1}
        role="status"
        className="rounded-2xl bg-white px-3 py-2 text-sm text-ink outline-none"
      >
        {done}
      </p>
    );
  }
  if (!confirming) {
    return (
      <Button
        ref={takeFocus}
        variant="secondary"
        className="rounded-full"
        onClick={() => {
          acted.current = true;
          setConfirming(true);
        }}
      >
        <Send size={16} aria-hidden="true" />
        <Trans>Tell {name}</Trans>
      </Button>
    );
  }
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-2xl bg-white p-3 text-sm">
      <legend className="float-left mb-2 font-semibold text-ink">{preview}</legend>
      <blockquote className="border-l-4 border-brand-200 pl-3 text-ink">
        {tx(TRUSTED_CONTACT_TEXT.text, { name: memberName })}
      </blockquote>
      {tell.error ? <Alert>{tx(tell.error.message)}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button ref={takeFocus} busy={tell.isPending} busyText={t`Sending…`} onClick={() => tell.mutate()}>
          <Trans>Send it</Trans>
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(false)} disabled={tell.isPending}>
          <Trans>Not now</Trans>
        </Button>
      </div>
    </fieldset>
  );
}
