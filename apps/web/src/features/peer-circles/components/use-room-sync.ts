import { PEER_EVENTS, type PeerMessage } from "@saathi/contract/peer-circles";
import { channels } from "@saathi/contract/realtime";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { realtime } from "../../../lib/realtime-client.ts";
import { useChannel } from "../../../lib/use-channel.ts";
import { getRoomMessages, upsertRoomMessages } from "../api/get-room-messages.ts";
import { peerCirclesKeys } from "../api/peer-circles-keys.ts";

/**
 * Keeps an open circle live for one of its members: new messages over the circle's channel (those of
 * members hidden from the viewer are dropped), the member list when someone joins, leaves or is muted,
 * and after a reconnect whatever arrived while the socket was down.
 */
export function useRoomSync(roomId: string, member: boolean, hidden: readonly string[]): void {
  const qc = useQueryClient();
  const hiddenRef = useRef(hidden);
  hiddenRef.current = hidden;
  const receive = (m: PeerMessage) => {
    if (m.roomId !== roomId || hiddenRef.current.includes(m.memberId)) return;
    upsertRoomMessages(qc, roomId, [m]);
  };
  useChannel(member ? channels.peerRoom(roomId) : null, {
    [PEER_EVENTS.message]: receive,
    [PEER_EVENTS.roomChanged]: () => void qc.invalidateQueries({ queryKey: peerCirclesKeys.room(roomId) }),
  });
  useEffect(() => {
    if (!member) return;
    return realtime.onReady(() => {
      const known = qc.getQueryData<PeerMessage[]>(peerCirclesKeys.messages(roomId));
      const last = known?.at(-1)?.createdAt;
      if (!last) {
        void qc.invalidateQueries({ queryKey: peerCirclesKeys.messages(roomId) });
        return;
      }
      void getRoomMessages(roomId, last)
        .then(({ items }) =>
          upsertRoomMessages(
            qc,
            roomId,
            items.filter((m) => !hiddenRef.current.includes(m.memberId)),
          ),
        )
        .catch(() => {});
      void qc.invalidateQueries({ queryKey: peerCirclesKeys.room(roomId) });
    });
  }, [qc, roomId, member]);
}
