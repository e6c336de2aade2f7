// Answers to the safety questions read as a whole message (safety-answer-whole.ts), with the switch on; and the
// switch off reads only the short answers, as before. Lines written for these tests, not the probes'.
import { afterEach, describe, expect, it } from "vitest";
import { readShortSafetyAnswer } from "./safety-answer.ts";
import { answerRemainder, readSafetyAnswer, readWholeAnswer, wholeAnswers } from "./safety-answer-whole.ts";

describe("readWholeAnswer", () => {
  it.each([
    "yeah I'm okay now, my cousin came over and we're watching a movie",
    "haan main theek hu, hostel mein sab dost saath hai",
    "हाँ मैं ठीक हूँ, भाई घर पर ही है",
    "YES. stop worrying about me",
    "i won't hurt myself, I'll talk to my counsellor on friday",
    "main kuch nahi karungi, kal mummy se baat kar lungi",
    "मैं कुछ नहीं करूँगा, कल सुबह डॉक्टर के पास जाना है",
    "safe hu yaar, tension mat lo",
    "hn",
    "unsafe toh bilkul nahi hu",
    "not in any danger, just a long day",
  ])("%s is yes", (t) => expect(readWholeAnswer(t)).toBe("yes"));

  it.each([
    "no. there's a rope in my cupboard and I keep looking at it",
    "nahi, abhi terrace pe khadi hu",
    "नहीं, मैं खुद को नहीं रोक पाऊँगा",
    "i cant. it's too loud in my head",
    "safe nahi hu, papa phir se maar rahe hain",
    "yeah right, totally fine here",
    "kahan safe, sab khatam hai",
    "what's the point of calling anyone",
    "haan haan, jaise main kal tak rukungi",
    "क्या फायदा किसी से बात करने का",
    "नहींईईई",
    "नईं",
  ])("%s is no", (t) => expect(readWholeAnswer(t)).toBe("no"));

  it.each([
    "i'll try, it's hard tonight",
    "koshish karungi but promise nahi",
    "कोशिश करूँगा",
    "for now yes, but he comes home at ten",
    "yes if my roommate stays",
    "50-50",
    "haan bhi aur nahi bhi",
    "हाँ भी और ना भी",
    "no no, I'm fine",
    "पता नी",
    "देखता हूँ",
    "i hope so",
    "haan safe hu lekin raat ka nahi pata",
  ])("%s is unsure", (t) => expect(readWholeAnswer(t)).toBe("unsure"));

  it.each(["nahi nahi main theek hu", "मन ही नहीं है ठीक रहने का, पर हाँ अभी घर पे हूँ"])("%s is never taken as a yes", (t) =>
    expect(readWholeAnswer(t)).not.toBe("yes"),
  );

  it.each([
    "",
    "   ",
    "?!",
    "what do you mean",
    "tell me a joke please bot",
    "yes i am going to do it tonight",
    "neend nahi aa rahi aaj kal raat bhar",
  ])("%s is no answer", (t) => expect(readWholeAnswer(t)).toBeNull());

  it("reads a long hostile message in a few milliseconds", () => {
    const long = `${"haan nahi safe theek pata try kar lunga ".repeat(60)}🙃`.slice(0, 2000);
    const start = performance.now();
    for (let i = 0; i < 20; i++) readWholeAnswer(long);
    expect((performance.now() - start) / 20).toBeLessThan(20);
    expect(readWholeAnswer("a".repeat(5000))).toBeNull();
  });
});

describe("answerRemainder", () => {
  it("takes out the words that make an answer, leaving what the crisis check reads", () => {
    expect(answerRemainder("haan bilkul safe hu, rassi tayyar hai")).toBe("hu rassi tayyar hai");
    expect(answerRemainder("हाँ ठीक हूँ, ब्लेड सामने है")).toBe("हूँ ब्लेड सामने है");
  });

  it("is null when nothing is left or nothing was taken", () => {
    expect(answerRemainder("yes yes totally safe")).toBeNull();
    expect(answerRemainder("the pills are here")).toBeNull();
    expect(answerRemainder("")).toBeNull();
  });
});

describe("readSafetyAnswer and its switch", () => {
  const was = wholeAnswers.on;
  afterEach(() => {
    wholeAnswers.on = was;
  });

  it("reads the short answer only while the switch is off, the whole message while it is on", () => {
    const text = "ya im at home, my sister is with me";
    wholeAnswers.on = false;
    expect(readSafetyAnswer(text)).toBe(readShortSafetyAnswer(text));
    expect(readSafetyAnswer(text)).toBeNull();
    wholeAnswers.on = true;
    expect(readSafetyAnswer(text)).toBe("yes");
  });
});
