// Placeholder: the moderation helper replaces this file (keep the props).
import type { SafetyTarget } from "@saathi/contract/safety";

export interface ReportDialogProps {
  target: { type: SafetyTarget; id: string };
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function ReportDialog(_props: ReportDialogProps) {
  return null;
}
