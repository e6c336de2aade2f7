import { describe, expect, it } from "vitest";
import { detectCrisis } from "../crisis/crisis-check.ts";
import { detectThemes } from "./detect-themes.ts";

const themes = (t: string) => detectThemes(t, detectCrisis(t));

describe("sensitive themes of a post", () => {
  it("suicide and self-harm come from the crisis check", () => {
    expect(themes("I want to die, I can't do this anymore")).toEqual(["suicide"]);
    expect(themes("yaar mujhe ab jeena nahi hai, marna chahta hoon")).toEqual(["suicide"]);
    expect(themes("i have been cutting myself again")).toEqual(["self_harm"]);
  });
  it("eating, abuse and loss come from their lexicons, in English, Hinglish and Hindi", () => {
    expect(themes("I stopped eating since monday")).toEqual(["eating"]);
    expect(themes("my father passed away last week")).toEqual(["loss"]);
    expect(themes("papa guzar gaye pichle hafte")).toEqual(["loss"]);
    expect(themes("he beats me every night")).toEqual(["abuse"]);
    expect(themes("घर में रोज़ मारपीट होती है")).toEqual(["abuse"]);
  });
  it("a danger phrase from the danger layer is not read as the writer's own wish to die", () => {
    // Read as risk with a danger entry only (a reading the layer itself turns into danger): no "suicide".
    expect(
      detectThemes("papa roz maarte hain", { level: "risk", signals: ["danger.hinglish.violence", "model"] }),
    ).not.toContain("suicide");
    // Beside the writer's own words of dying: "suicide" stays.
    expect(
      detectThemes("papa maarte hain, jeene ka mann nahi karta", {
        level: "risk",
        signals: ["hinglish.not-live", "danger.hinglish.violence", "model"],
      }),
    ).toContain("suicide");
  });
  it("everyday words are not themes", () => {
    for (const t of [
      "this exam is killing me",
      "hasi se mar gaya",
      "I ate too much biryani today",
      "lost my keys again",
    ])
      expect(themes(t)).toEqual([]);
  });
});
