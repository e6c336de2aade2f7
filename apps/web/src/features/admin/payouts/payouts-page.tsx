// Placeholder: the helper that owns this section replaces this file.
export function PayoutsPage() {
  return <p>Payouts is being built.</p>;
}
