import { PlaceholderPage } from "../../../app/pages/placeholder-page.tsx";

/** Expert List (being built). */
export function ExpertListPage() {
  return <PlaceholderPage title="Expert List" />;
}
