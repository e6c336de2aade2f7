import { PlaceholderPage } from "../../../app/pages/placeholder-page.tsx";

/** Book your slot now (being built). */
export function BookingPage() {
  return <PlaceholderPage title="Book your slot now" />;
}
