// asksForPerson: a person asked for in so many words, in three languages; a mention of people, advice to see
// someone and a first session ahead are not asks. And the policy: with the rule on, an ask read as none is
// offered a person, read as concern the gentle answer suggests one, read as risk it opens the check as before.
import { describe, expect, it } from "vitest";
import { readCrisis } from "../language/index.ts";
import { asksForPerson, PERSON_ASK, personAsk } from "./healthbot-person.ts";
import { firstAnswer } from "./probe/bot-ask-figures.ts";

describe("asksForPerson", () => {
  it.each([
    "need someone to talk to",
    "is anyone there? need to talk",
    "can i talk to a real person not a bot",
    "connect me with a counsellor pls",
    "koi h jisse baat kr sku? bht akela feel ho rha",
    "bhai koi banda h jo 10 min meri sun le?",
    "kisi insaan se baat krni h, bot se nhi",
    "kaash koi hota jisse dil ki baat kr pati",
    "कोई है जो बस सुन ले? 🥺",
    "मुझे किसी काउंसलर से बात करनी है",
    "एक दोस्त चाहिए बस, जो judge ना करे",
  ])("reads %j as an ask", (text) => {
    expect(asksForPerson(text)).toBe(true);
  });

  it.each([
    "talked to my friend today, feel better",
    "my counsellor told me to try breathing",
    "the phq result says i should talk to an expert, why",
    "pehli baar counsellor se milna h, bht nervous hu",
    "kl dost se baat ki toh bht halka lga",
    "कल बहन से लंबी बात हुई, सब sort हो गया",
    "can we do box breathing",
    "",
  ])("does not read %j as an ask", (text) => {
    expect(asksForPerson(text)).toBe(false);
  });
});

/** A member's first message as the service routes it. */
const route = (text: string) => firstAnswer(text, false).route;
/** Runs `fn` with the rule switched `on`, then restores it. */
function withRule<T>(on: boolean, fn: () => T): T {
  const was = personAsk.on;
  personAsk.on = on;
  try {
    return fn();
  } finally {
    personAsk.on = was;
  }
}

describe("the person ask in the bot's routing", () => {
  it("is switched as decision 041 records", () => {
    expect(personAsk.on).toBe(PERSON_ASK);
  });

  it("offers a person to an ask the intent model reads as another flow, only with the rule on", () => {
    const text = "need a buddy to talk to, feeling v lonely in this new city";
    expect(readCrisis(text).level).toBe("none");
    expect(withRule(false, () => route(text))).toEqual({ kind: "flow", flow: "mood" });
    expect(withRule(true, () => route(text))).toEqual({ kind: "person" });
  });

  it("leaves a line that is not an ask where it was", () => {
    const text = "can we do box breathing";
    expect(withRule(true, () => route(text))).toEqual(withRule(false, () => route(text)));
  });

  it("never takes a risk reading out of the safety check", () => {
    const text = "i want to die, is there anyone i can talk to";
    expect(["risk", "imminent"]).toContain(readCrisis(text).level);
    expect(withRule(true, () => route(text))).toEqual({ kind: "crisis", danger: false });
  });
});
