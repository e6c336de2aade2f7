// Placeholder: the helper that owns this section replaces this file.
export function ExpertsPage() {
  return <p>Experts is being built.</p>;
}
