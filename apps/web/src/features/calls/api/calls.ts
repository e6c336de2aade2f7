import type { CallRoom, IncomingCall, SendSignalBody, Signal } from "@saathi/contract/calls";
import { api } from "../../../lib/api-client.ts";

const room = (id: string) => `/api/calls/${encodeURIComponent(id)}`;

export const callsApi = {
  incoming: () => api<{ call: IncomingCall | null }>("/api/calls/incoming"),
  get: (roomId: string) => api<CallRoom>(room(roomId)),
  accept: (roomId: string) => api<CallRoom>(`${room(roomId)}/accept`, { method: "POST" }),
  reject: (roomId: string) => api<{ status: string }>(`${room(roomId)}/reject`, { method: "POST" }),
  end: (roomId: string) => api<{ status: string }>(`${room(roomId)}/end`, { method: "POST" }),
  join: (roomId: string, peer: string) =>
    api<{ status: string }>(`${room(roomId)}/join`, { method: "POST", body: { peer } }),
  send: (roomId: string, body: SendSignalBody) =>
    api<{ id: number }>(`${room(roomId)}/signals`, { method: "POST", body }),
  signals: (roomId: string, after: number) => api<Signal[]>(`${room(roomId)}/signals?after=${after}`),
};

export type CallsApi = typeof callsApi;
