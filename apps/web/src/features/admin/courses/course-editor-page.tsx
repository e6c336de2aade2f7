// Placeholder: the helper that owns this section replaces this file.
export function CourseEditorPage() {
  return <p>The course editor is being built.</p>;
}
