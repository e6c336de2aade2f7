import { describe, expect, it } from "vitest";
import { defineModule } from "./app-module.ts";
import { createDomainEvents } from "./domain-events.ts";

describe("domain events", () => {
  it("run every handler of a name in the order attached, awaited, with the payload", async () => {
    const bus = createDomainEvents();
    const seen: string[] = [];
    bus.on({
      "profile.updated": async ({ userId }) => {
        await new Promise((r) => setTimeout(r, 5));
        seen.push(`first ${userId}`);
      },
    });
    bus.on({ "profile.updated": ({ userId }) => void seen.push(`second ${userId}`) });
    bus.on({ "account.created": () => void seen.push("wrong event") });
    await bus.emit("profile.updated", { userId: "u1" });
    expect(seen).toEqual(["first u1", "second u1"]);
  });

  it("an event nobody listens to is fine; a failing handler fails the emit", async () => {
    const bus = createDomainEvents();
    await expect(bus.emit("watched-words.changed", {})).resolves.toBeUndefined();
    bus.on({
      "account.created": () => {
        throw new Error("no profile");
      },
    });
    await expect(bus.emit("account.created", { id: "a", name: "A", email: "a@x", role: "user" })).rejects.toThrow(
      "no profile",
    );
  });

  it("defineModule fills what a module does not have", () => {
    const m = defineModule({ services: { x: 1 } });
    expect(m).toEqual({ services: { x: 1 }, routes: [], jobs: [], events: {} });
  });
});
