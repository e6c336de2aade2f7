import { describe, expect, it } from "vitest";
import { greeting, greetingName } from "./greeting.ts";

describe("greetingName (issue 13: never 'Hi Dr !')", () => {
  it("skips leading titles, with or without a dot, in any case", () => {
    expect(greetingName("Dr. Asha Rao")).toBe("Asha");
    expect(greetingName("Dr Asha Rao")).toBe("Asha");
    expect(greetingName("DR. asha")).toBe("asha");
    expect(greetingName("Prof. Dr. Kavita Iyer")).toBe("Kavita");
    expect(greetingName("Mrs. Meera Nair")).toBe("Meera");
    expect(greetingName("  Smt   Lakshmi  ")).toBe("Lakshmi");
  });

  it("keeps names that merely start like a title", () => {
    expect(greetingName("Drishti Shah")).toBe("Drishti");
    expect(greetingName("Mrinal Sen")).toBe("Mrinal");
    expect(greetingName("Ravi Kumar")).toBe("Ravi");
  });

  it("a first name that is only a title falls back to the next name given", () => {
    expect(greetingName("Dr", "Dr Asha Rao")).toBe("Asha");
    expect(greetingName("Dr.", null, "Dr. Leela Menon")).toBe("Leela");
    expect(greetingName(null, undefined, "Asha")).toBe("Asha");
  });

  it("nothing but titles gives no name", () => {
    expect(greetingName("Dr")).toBe("");
    expect(greetingName("Dr.", "Prof")).toBe("");
    expect(greetingName("")).toBe("");
    expect(greetingName()).toBe("");
  });
});

describe("greeting", () => {
  it("reads 'Hi {first name} !' and never greets a title", () => {
    expect(greeting("Dr. Asha Rao")).toBe("Hi Asha !");
    expect(greeting("Dr")).toBe("Hi there !");
    expect(greeting("Dr", "Dr.")).not.toMatch(/Dr/);
  });
});
