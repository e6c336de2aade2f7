// Placeholder: the helper that owns this section replaces this file.
export function BookingDetailPage() {
  return <p>The booking is being built.</p>;
}
