// Placeholder: the helper that owns this section replaces this file.
export function BookingsPage() {
  return <p>Bookings is being built.</p>;
}
