import { useLingui } from "@lingui/react";
import { MEDIA_MSG } from "@saathi/contract/media";
import { Alert } from "../../../components/ui/alert.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useMediaState } from "../api/get-media-state.ts";

/** The media server's state in one sentence when live circles cannot run (nothing when they can). */
export function mediaSentence(state: string | null | undefined): string | null {
  if (state === "not_configured") return MEDIA_MSG.notConfigured;
  if (state === "down") return MEDIA_MSG.down;
  return null;
}

/** Says why live circles are unavailable, when they are. */
export function MediaNotice() {
  useLingui();
  const sentence = mediaSentence(useMediaState().data);
  return sentence ? <Alert tone="info">{tx(sentence)}</Alert> : null;
}
