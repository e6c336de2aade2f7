import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { loadAppMessages } from "../../lib/i18n/catalogs.ts";
import { feeText, fill, nextText, ratingText, specialitiesText, waysText } from "./expert-card-text.ts";
import { cardText } from "./landing-text.ts";

// 22:00 UTC on Monday is 03:30 on Tuesday in India.
const SLOT = "2026-11-23T22:00:00.000Z";
const expert = { specialisations: ["Depression", "Relationship", "Mental Health"], languages: ["English", "Hindi"] };

describe("a featured expert's card text (React card and the prerendered page's script alike)", () => {
  it("reads as the spec writes it in English", () => {
    const text = cardText(i18n);
    expect(ratingText(4.25, 12, text)).toBe("4.3 (12 reviews)");
    expect(ratingText(5, 1, text)).toBe("5.0 (1 review)");
    expect(ratingText(null, 0, text)).toBe("No ratings");
    expect(feeText(150000, text)).toBe("Rs. 1,500 for 1 Hour");
    expect(nextText(SLOT, text, "Asia/Kolkata")).toBe("Next available: Tue, 24 Nov, 3:30 am");
    expect(nextText(null, text)).toBe("Ask for availability");
    expect(specialitiesText(expert, text)).toBe("Depression · Relationship");
    expect(waysText({ ...expert, sessionTypes: ["video", "audio"] }, text)).toBe("English, Hindi · Video, Voice");
    expect(fill(text.slide, { n: 2, total: 10 })).toBe("2 of 10");
  });

  it("is Hindi, with Hindi dates and plurals, on the Hindi page", async () => {
    i18n.load("hi", await loadAppMessages("hi"));
    i18n.activate("hi");
    try {
      const text = cardText(i18n);
      expect(text.intl).toBe("hi-IN");
      expect(ratingText(4.25, 12, text)).toBe("4.3 (12 समीक्षाएँ)");
      expect(ratingText(5, 1, text)).toBe("5.0 (1 समीक्षा)");
      expect(feeText(150000, text)).toBe("₹1,500 प्रति घंटा");
      expect(nextText(SLOT, text, "Asia/Kolkata")).toMatch(/^अगला खाली समय: मंगल, 24 नव॰?, 3:30 (am|AM|पूर्वाह्न)$/);
      expect(specialitiesText(expert, text)).toBe("डिप्रेशन · रिश्ते");
      expect(fill(text.slide, { n: 2, total: 10 })).toBe("10 में से 2");
    } finally {
      i18n.activate("en");
    }
  });
});
