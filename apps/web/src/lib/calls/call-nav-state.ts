import type { StartCallResponse } from "@saathi/contract/calls";

/** Navigation state of /call/{roomId} (spec §2 route table): set by whoever starts or accepts a call. */
export interface CallNavState {
  ice?: StartCallResponse["ice"];
  bookingId?: string;
  calleeId?: string;
  isCaller?: boolean;
}
