// What the write check reads a new text as: alone, or with the writer's recent lines when they add to it
// (pickReading), and a whole message of leave-taking read as a crisis by the model alone, after recent lines
// that read none, as concern (decision 034, "Leave-taking as a whole message, in the write check").
import { type CrisisReading, type ReadingContext, saysGoodbye } from "../language/index.ts";
import { pickReading, softensLeaveTaking } from "./write-check.policy.ts";

type Read = (text: string, context?: ReadingContext) => CrisisReading;

/** The write check's reading of a text and the writer's recent lines (oldest first), with `read` the language module's. */
export function createWriteReading(read: Read) {
  /** The new text alone, and with the writer's earlier lines when there are any (pickReading decides). */
  const inContext = (text: string, recent: string[]): CrisisReading => {
    const alone = read(text);
    if (!recent.length) return alone;
    const last = recent.at(-1) as string;
    const before = read(last, recent.length > 1 ? { recent: recent.slice(0, -1) } : {});
    return pickReading(alone, before, read(text, { recent }));
  };

  /** The writer's recent lines read as anything but none (earlier goodbyes left out: "bye" said twice in one chat). */
  const recentReadsCrisis = (recent: string[]) => {
    const others = recent.filter((line) => !saysGoodbye(line));
    return others.length > 0 && read(others.join("\n")).level !== "none";
  };

  /** A whole message of leave-taking the rule softens is read as concern: never held then. */
  const leaveTaking = (text: string, recent: string[], crisis: CrisisReading): CrisisReading =>
    softensLeaveTaking(text, crisis, () => recentReadsCrisis(recent))
      ? { ...crisis, level: "concern", hold: false }
      : crisis;

  return (text: string, recent: string[]): CrisisReading => leaveTaking(text, recent, inContext(text, recent));
}
