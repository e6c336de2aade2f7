import { describe, expect, it } from "vitest";
import { COURSE_CARD_DESCRIPTION_MAX, coursePriceLabel, MODULE_DESCRIPTION_MAX, truncate } from "./courses.ts";
import { MEDITATION_SAMPLES, MUSIC_TRACKS, PEER_SAMPLES, WELLNESS, windowOf, YOGA_STYLES } from "./wellness.ts";

describe("course price", () => {
  it("shows the rupee sign for a paid course and 'Free' otherwise", () => {
    expect(coursePriceLabel({ isPaid: true, price: 49900 })).toBe("₹499");
    expect(coursePriceLabel({ isPaid: true, price: 49950 })).toBe("₹499.50");
    expect(coursePriceLabel({ isPaid: true, price: 1999900 })).toBe("₹19,999");
    expect(coursePriceLabel({ isPaid: false, price: 0 })).toBe("Free");
    // A 'paid' course without a price is not sold for nothing by mistake: it reads as free.
    expect(coursePriceLabel({ isPaid: true, price: 0 })).toBe("Free");
  });
});

describe("truncate", () => {
  it("keeps short text and cuts long text on a word near the limit", () => {
    expect(truncate("Short.", COURSE_CARD_DESCRIPTION_MAX)).toBe("Short.");
    const exact = "x".repeat(COURSE_CARD_DESCRIPTION_MAX);
    expect(truncate(exact, COURSE_CARD_DESCRIPTION_MAX)).toBe(exact);
    const long = "Breathe in slowly and notice the air ".repeat(6);
    const cut = truncate(long, MODULE_DESCRIPTION_MAX);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(MODULE_DESCRIPTION_MAX + 1);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.at(-2)).not.toBe(" ");
    // One endless word is cut at the limit.
    expect(truncate("a".repeat(200), 80)).toBe(`${"a".repeat(80)}…`);
  });
});

describe("wellness samples (spec §9)", () => {
  it("has the specified counts and real audio for meditation and music", () => {
    expect(MEDITATION_SAMPLES).toHaveLength(8);
    expect(WELLNESS.meditationShown).toBe(4);
    expect(MUSIC_TRACKS).toHaveLength(12);
    expect(WELLNESS.musicShown).toBe(5);
    expect(YOGA_STYLES).toHaveLength(12);
    expect(PEER_SAMPLES).toHaveLength(10);
    expect(WELLNESS.carouselMs).toBe(15_000);
    expect(MUSIC_TRACKS.every((t) => t.musicSrc?.startsWith("/demo-media/music-"))).toBe(true);
    expect(new Set(MEDITATION_SAMPLES.map((m) => m.audioUrl)).size).toBe(8);
  });

  it("the yoga window shows 8 of 12, wrapping around as it advances", () => {
    const ids = (start: number) => windowOf(YOGA_STYLES, start, WELLNESS.yogaWindow).map((y) => y.id);
    expect(ids(0)).toHaveLength(8);
    expect(ids(1)[0]).toBe(YOGA_STYLES[1]?.id);
    expect(ids(10)).toEqual([...YOGA_STYLES.slice(10), ...YOGA_STYLES.slice(0, 6)].map((y) => y.id));
    expect(windowOf([], 3, 8)).toEqual([]);
    expect(windowOf([1, 2], 1, 8)).toEqual([2, 1]);
  });
});
