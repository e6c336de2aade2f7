import { Phone } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";

/** The session call. Calls arrive with the calls feature; until then the button explains itself. */
export function CallButton({ label = "Call", onClick }: { label?: string; onClick?(): void }) {
  return (
    <Button variant="secondary" disabled={!onClick} onClick={onClick} title="Calls open at the session time">
      <Phone size={16} aria-hidden="true" />
      {label}
    </Button>
  );
}
