import { PlaceholderPage } from "../../../app/pages/placeholder-page.tsx";

/** Expert Detail (being built). */
export function ExpertDetailPage() {
  return <PlaceholderPage title="Expert Detail" />;
}
