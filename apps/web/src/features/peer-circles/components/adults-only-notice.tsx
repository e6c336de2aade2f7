// Peer circles are for adults (decision 038): a member under 18 is offered no Join, take-up or "become a
// listener" (the server would refuse them, 403 MINOR_PROTECTED), only this kind notice in the server's own
// words, and help a tap away: the Health Bot, experts who work with young people, and Childline 1098.
// A member who joined a circle before they were kept out can still take themselves out of it.
import { Trans } from "@lingui/react/macro";
import { YOUNG_MSG } from "@saathi/contract/young-people";
import { Bot, Phone, UserRound } from "lucide-react";
import { Link } from "react-router";
import { tx } from "../../../lib/i18n/translate.ts";
import { LeaveCircleButton } from "./leave-circle-button.tsx";

const linkClass = "inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline";

/** The notice in place of every peer-circle action; `leaveRoomId`: a circle the minor is still in. */
export function AdultsOnlyNotice({ leaveRoomId }: { leaveRoomId?: string | undefined }) {
  return (
    <div
      data-testid="peer-adults-only"
      className="flex min-w-0 flex-col gap-2 rounded-3xl border border-brand-200 bg-brand-50 p-4 text-ink"
    >
      <p className="break-words">{tx(YOUNG_MSG.peerCircleMinor)}</p>
      <ul className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-5">
        <li>
          <Link to="/healthbot" className={linkClass}>
            <Bot size={18} aria-hidden="true" className="shrink-0" />
            <Trans>Talk to the Health Bot</Trans>
          </Link>
        </li>
        <li>
          <Link to="/expert/expertList" className={linkClass}>
            <UserRound size={18} aria-hidden="true" className="shrink-0" />
            <Trans>Find an expert who works with young people</Trans>
          </Link>
        </li>
        <li>
          <a href="tel:1098" className={linkClass}>
            <Phone size={18} aria-hidden="true" className="shrink-0" />
            <Trans>Call Childline 1098</Trans>
          </a>
        </li>
      </ul>
      {leaveRoomId ? <LeaveCircleButton roomId={leaveRoomId} variant="secondary" /> : null}
    </div>
  );
}
