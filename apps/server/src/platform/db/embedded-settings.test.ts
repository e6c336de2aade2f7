import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, settingsFlags } from "./embedded.ts";

describe("the embedded PostgreSQL's settings", () => {
  it("starts with loopback only and 200 connections", () => {
    expect(settingsFlags()).toEqual(["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"]);
    expect(DEFAULT_SETTINGS).toEqual({ listen_addresses: "127.0.0.1", max_connections: "200" });
  });

  it("lets a caller override a default and add settings, each as one -c flag", () => {
    expect(settingsFlags({ max_connections: "400", fsync: "off" })).toEqual([
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "max_connections=400",
      "-c",
      "fsync=off",
    ]);
  });
});
