// Cameras in a meeting's live room (platform/media/circle-video.ts on Janus's VideoRoom): the host
// allows them for the circle (off by default); then a member already in the room may turn theirs on
// with a camera token (single-use, two minutes, bound to their seat) and watch the others'. Audio
// stays on the AudioBridge room. Policies first in every method: only people in the room now, only
// when allowed, only the host switches it. A watch is a Janus subscriber handle in the Janus session of
// the node that made it, recorded in circle_room_watches with that session: the browser's answer and
// its "stop" reach the handle from any node (Janus's HTTP API takes any session's requests; decision
// 040). Leaving or removal ends the viewer's watches, and removal, lock and end reach the cameras.
import type { IceServer, IceTransportPolicy } from "@saathi/contract/calls";
import { CIRCLE_VIDEO_MSG } from "@saathi/contract/circle-room-video";
import { AppError } from "../../platform/http/errors.ts";
import type { CircleVideo } from "../../platform/media/circle-video.ts";
import { JanusError } from "../../platform/media/janus-connection.ts";
import type { MeetingForRoom } from "../circles/index.ts";
import { REFUSALS } from "./circle-room-errors.ts";
import { roomKeyOf } from "./circle-room-media.repository.ts";
import type { CircleRoomWatchesRepository } from "./circle-room-watches.repository.ts";

type Place = { meeting: MeetingForRoom; seat: { seatId: string } | null; role: "host" | "member" };

export interface CircleRoomVideoDeps {
  place(userId: string, occurrenceId: string): Promise<Place>;
  hostPlace(userId: string, occurrenceId: string): Promise<Place>;
  mustBeOpen(meeting: MeetingForRoom): Promise<void>;
  /** The host removed the member from this meeting. */
  isRemoved(occurrenceId: string, userId: string): Promise<boolean>;
  /** The caller is in the room now (else 409 "Join the room first."). */
  myParticipant(userId: string, occurrenceId: string): Promise<unknown>;
  refused<T>(run: () => Promise<T>): Promise<T>;
  video(): CircleVideo;
  setVideoAllowed(circleId: string, allowed: boolean): Promise<void>;
  ice(userId: string): { ice: IceServer[]; iceTransportPolicy: IceTransportPolicy };
  changed(occurrenceId: string): Promise<unknown>;
  watches: CircleRoomWatchesRepository;
  /** This process's name in the watches it records (which node made the Janus handle). */
  node: string;
  now(): Date;
}

/** A watch outlives no meeting (90 minutes at most, opened 10 minutes early): a row this old is stale. */
const WATCH_TTL_MS = 3 * 3_600_000;
/** Janus: no such session (the holder node's session ended) or no such handle. */
const HANDLE_GONE = new Set([458, 459]);

const notAllowed = () => new AppError(403, "VIDEO_NOT_ALLOWED", CIRCLE_VIDEO_MSG.notAllowed);
const watchNotFound = () => new AppError(404, "WATCH_NOT_FOUND", CIRCLE_VIDEO_MSG.watchNotFound);
const isGone = (err: unknown) => err instanceof JanusError && HANDLE_GONE.has(err.code);
const seatOf = (p: Place, occurrenceId: string) =>
  p.role === "host" ? `host:${occurrenceId}` : (p.seat?.seatId ?? "");

export function createCircleRoomVideo(d: CircleRoomVideoDeps) {
  async function inRoomWithVideo(userId: string, occurrenceId: string) {
    const p = await d.place(userId, occurrenceId);
    await d.mustBeOpen(p.meeting);
    if (await d.isRemoved(occurrenceId, userId)) throw REFUSALS.removed();
    if (!p.meeting.videoAllowed) throw notAllowed();
    await d.myParticipant(userId, occurrenceId);
    return p;
  }

  /**
   * Janus lists a camera as a feed only once its media flows (a second or so after the answer): the
   * room is told to read again then, so the others' tiles appear without waiting for another change.
   */
  async function announceWhenLive(occurrenceId: string, feedId: number) {
    const key = roomKeyOf(occurrenceId);
    for (let i = 0; i < 40; i++) {
      await new Promise((r) => setTimeout(r, 500).unref());
      const feeds = await d
        .video()
        .feeds(key)
        .catch(() => null);
      if (!feeds) return;
      if (feeds.some((f) => f.feedId === feedId)) {
        await d.changed(occurrenceId);
        return;
      }
    }
  }

  async function dropWatches(occurrenceId: string, userId: string | null) {
    const gone = await d.watches.takeFor(occurrenceId, userId);
    if (!gone.length) return;
    const v = d.video();
    for (const w of gone) await v.unwatch(w.subscriptionId, w.janusSession).catch(() => {});
  }

  /** The caller's own live watch in this meeting, else the 404 of a missing one. */
  async function myWatch(userId: string, occurrenceId: string, subscriptionId: number) {
    const w = await d.watches.get(subscriptionId);
    if (!w || w.viewerId !== userId || w.occurrenceId !== occurrenceId) throw watchNotFound();
    if (w.expiresAt.getTime() <= d.now().getTime()) {
      if (await d.watches.remove(subscriptionId))
        await d
          .video()
          .unwatch(subscriptionId, w.janusSession)
          .catch(() => {});
      throw watchNotFound();
    }
    return w;
  }

  return {
    /** The host allows or stops cameras for the circle; stopping turns every camera in this room off. */
    async allowVideo(userId: string, occurrenceId: string, allowed: boolean) {
      const { meeting } = await d.hostPlace(userId, occurrenceId);
      await d.setVideoAllowed(meeting.circleId, allowed);
      if (!allowed) {
        await d
          .video()
          .stop(roomKeyOf(occurrenceId), null)
          .catch(() => {});
        await dropWatches(occurrenceId, null);
      }
      await d.changed(occurrenceId);
      return { allowed };
    },

    async videoToken(userId: string, occurrenceId: string) {
      const p = await inRoomWithVideo(userId, occurrenceId);
      const issued = await d.refused(() =>
        d.video().issueToken(roomKeyOf(occurrenceId), { seatId: seatOf(p, occurrenceId), memberId: userId }),
      );
      return { token: issued.token, expiresAt: issued.expiresAt.toISOString(), ...d.ice(userId) };
    },

    async publish(
      userId: string,
      occurrenceId: string,
      input: { token: string; offer: { type: "offer"; sdp: string } },
    ) {
      const p = await inRoomWithVideo(userId, occurrenceId);
      const key = roomKeyOf(occurrenceId);
      const v = d.video();
      const joined = await d.refused(() => v.publish(key, input.token, { memberId: userId, offer: input.offer }));
      const answer = joined.jsep as { type?: string; sdp?: string } | undefined;
      if (joined.seatId !== seatOf(p, occurrenceId) || answer?.type !== "answer" || typeof answer.sdp !== "string") {
        await v.stop(key, userId).catch(() => {});
        if (joined.seatId !== seatOf(p, occurrenceId)) throw REFUSALS.bad_token();
        throw new AppError(502, "MEDIA_FAILED", CIRCLE_VIDEO_MSG.cameraFailed);
      }
      await d.changed(occurrenceId);
      void announceWhenLive(occurrenceId, joined.feedId).catch(() => {});
      return { feedId: joined.feedId, answer: { type: "answer" as const, sdp: answer.sdp } };
    },

    /** My camera goes off (twice is fine). */
    async stopVideo(userId: string, occurrenceId: string) {
      await d.place(userId, occurrenceId);
      await d.refused(() => d.video().stop(roomKeyOf(occurrenceId), userId));
      await d.changed(occurrenceId);
      return { stopped: true as const };
    },

    /** Watch a camera that is on now; the media server's offer goes to the browser. */
    async watch(userId: string, occurrenceId: string, feedId: number) {
      await inRoomWithVideo(userId, occurrenceId);
      const key = roomKeyOf(occurrenceId);
      const v = d.video();
      const feeds = await d.refused(() => v.feeds(key));
      if (!feeds.some((f) => f.feedId === feedId))
        throw new AppError(404, "VIDEO_NOT_ON", CIRCLE_VIDEO_MSG.notPublishing);
      const sub = await d.refused(() => v.watch(key, userId, feedId));
      const offer = sub.jsep as { type?: string; sdp?: string } | undefined;
      if (offer?.type !== "offer" || typeof offer.sdp !== "string") {
        await v.unwatch(sub.subscriptionId).catch(() => {});
        throw new AppError(502, "MEDIA_FAILED", CIRCLE_VIDEO_MSG.watchFailed);
      }
      await d.watches.add({
        subscriptionId: sub.subscriptionId,
        janusSession: sub.session,
        occurrenceId,
        viewerId: userId,
        feedId,
        holderNode: d.node,
        expiresAt: new Date(d.now().getTime() + WATCH_TTL_MS),
      });
      return {
        subscriptionId: sub.subscriptionId,
        offer: { type: "offer" as const, sdp: offer.sdp },
        ...d.ice(userId),
      };
    },

    async startWatch(userId: string, occurrenceId: string, subscriptionId: number, answer: unknown) {
      await inRoomWithVideo(userId, occurrenceId);
      const w = await myWatch(userId, occurrenceId, subscriptionId);
      const v = d.video();
      const gone = await d.refused(() =>
        v.start(subscriptionId, answer, w.janusSession).then(
          () => false,
          (err: unknown) => {
            if (isGone(err)) return true;
            throw err;
          },
        ),
      );
      if (gone) {
        // The node holding the handle stopped (its Janus session ended) or Janus dropped the handle: the
        // watch is gone, and the browser asks to watch again.
        await d.watches.remove(subscriptionId);
        throw watchNotFound();
      }
      return { started: true as const };
    },

    async stopWatch(userId: string, occurrenceId: string, subscriptionId: number) {
      await d.place(userId, occurrenceId);
      const w = await myWatch(userId, occurrenceId, subscriptionId);
      if (!(await d.watches.remove(subscriptionId))) throw watchNotFound();
      await d
        .video()
        .unwatch(subscriptionId, w.janusSession)
        .catch(() => {});
      return { stopped: true as const };
    },

    /** Members left or were taken out (null: everyone, the room ended): their cameras and watches end. */
    async membersGone(occurrenceId: string, memberIds: string[] | null) {
      if (memberIds === null) return dropWatches(occurrenceId, null);
      for (const m of memberIds) {
        await dropWatches(occurrenceId, m);
        await d
          .video()
          .stop(roomKeyOf(occurrenceId), m)
          .catch(() => {});
      }
    },
  };
}
