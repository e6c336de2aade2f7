// Placeholder: the helper that owns this section replaces this file.
export function DisputesPage() {
  return <p>Disputes is being built.</p>;
}
