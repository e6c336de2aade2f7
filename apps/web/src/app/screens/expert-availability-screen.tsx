// /expert/availability (decision 033): the expert's weekly hours and time off (onboarding feature),
// with 'Propose a new time' from the bookings feature for sessions left outside. Features never
// import each other, so the screen hands the action in.
import { ProposeTimeAction } from "../../features/bookings/components/propose-time-action.tsx";
import { AvailabilityPage } from "../../features/onboarding/components/availability-page.tsx";

export function ExpertAvailabilityScreen() {
  return <AvailabilityPage proposeAction={(s, onSent) => <ProposeTimeAction booking={s} onSent={onSent} />} />;
}
