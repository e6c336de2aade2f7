// Placeholder: the helper that owns this section replaces this file.
export function AuditPage() {
  return <p>The audit log is being built.</p>;
}
