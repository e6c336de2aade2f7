// /booking: the member's sessions (bookings feature), with a minor's sessions still waiting for their
// guardian first (young-people feature). Features never import each other, so the screen composes them.
import { MemberBookingsPage } from "../../features/bookings/components/member-bookings-page.tsx";
import { WaitingForGuardian } from "../../features/young-people/components/waiting-for-guardian.tsx";
import { useIsMinor } from "../../lib/api/session/get-me.ts";

export function MemberBookingsScreen() {
  const minor = useIsMinor();
  return <MemberBookingsPage above={minor ? <WaitingForGuardian /> : null} />;
}
