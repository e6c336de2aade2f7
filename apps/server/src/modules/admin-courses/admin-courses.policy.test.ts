import { describe, expect, it } from "vitest";
import { lessonMedia, mayPublish, priceFields } from "./admin-courses.policy.ts";

describe("course catalogue policy", () => {
  it("lessons hold video or audio only, by the sniffed type", () => {
    expect(lessonMedia("video/mp4")).toEqual({ kind: "video", type: "video/mp4" });
    expect(lessonMedia("audio/x-m4a")).toEqual({ kind: "audio", type: "audio/mp4" });
    expect(lessonMedia("audio/mpeg")?.kind).toBe("audio");
    expect(lessonMedia("image/png")).toBeNull();
    expect(lessonMedia("application/pdf")).toBeNull();
    expect(lessonMedia(undefined)).toBeNull();
  });
  it("price 0 is free; a course needs playable media to be published", () => {
    expect(priceFields(0)).toEqual({ price: 0, isPaid: false });
    expect(priceFields(49_900)).toEqual({ price: 49_900, isPaid: true });
    expect(mayPublish({ lesson_media_count: 0 })).toBe(false);
    expect(mayPublish({ lesson_media_count: 1 })).toBe(true);
  });
});
