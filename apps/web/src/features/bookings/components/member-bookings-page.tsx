import { PlaceholderPage } from "../../../app/pages/placeholder-page.tsx";

/** Councellors Booking (being built). */
export function MemberBookingsPage() {
  return <PlaceholderPage title="Councellors Booking" />;
}
