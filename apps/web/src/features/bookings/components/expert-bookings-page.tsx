import { PlaceholderPage } from "../../../app/pages/placeholder-page.tsx";

/** My Bookings (being built). */
export function ExpertBookingsPage() {
  return <PlaceholderPage title="My Bookings" />;
}
