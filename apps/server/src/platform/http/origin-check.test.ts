// The cross-site decision, case by case (Go 1.25 CrossOriginProtection's algorithm, decision 009).
import { describe, expect, it } from "vitest";
import { checkCrossOrigin, type OriginCheckInput, trustedOriginSet } from "./origin-check.ts";

const trusted = trustedOriginSet(["https://saathi.example", "http://localhost:5173/", "not a url", "https://*.x.com"]);
const HOST = "saathi.example";

type Row = [string, OriginCheckInput, "allow" | "cross-site-fetch" | "untrusted-origin"];
const rows: Row[] = [
  // Safe methods are never checked (they must not change state).
  ["GET from another site", { method: "GET", secFetchSite: "cross-site", origin: "https://evil.example" }, "allow"],
  ["HEAD from another site", { method: "HEAD", origin: "https://evil.example" }, "allow"],
  ["OPTIONS from another site", { method: "OPTIONS", secFetchSite: "cross-site" }, "allow"],
  // Sec-Fetch-Site decides when present.
  ["POST same-origin", { method: "POST", secFetchSite: "same-origin", origin: "https://saathi.example" }, "allow"],
  ["POST typed by the user (none)", { method: "POST", secFetchSite: "none" }, "allow"],
  ["POST Same-Origin in capitals", { method: "post", secFetchSite: "Same-Origin" }, "allow"],
  [
    "POST cross-site",
    { method: "POST", secFetchSite: "cross-site", origin: "https://evil.example" },
    "cross-site-fetch",
  ],
  ["POST cross-site without Origin", { method: "POST", secFetchSite: "cross-site" }, "cross-site-fetch"],
  [
    "POST same-site (a sibling subdomain)",
    { method: "POST", secFetchSite: "same-site", origin: "https://blog.saathi.example" },
    "cross-site-fetch",
  ],
  [
    "POST cross-site from a trusted origin",
    { method: "POST", secFetchSite: "cross-site", origin: "http://localhost:5173" },
    "allow",
  ],
  [
    "POST cross-site whose Origin equals the Host (Sec-Fetch-Site wins)",
    { method: "POST", secFetchSite: "cross-site", origin: "https://saathi.example.evil", host: "saathi.example.evil" },
    "cross-site-fetch",
  ],
  // Without Sec-Fetch-Site: Origin against the trusted list, then against Host.
  ["PUT, trusted Origin", { method: "PUT", origin: "https://saathi.example" }, "allow"],
  ["PATCH, trusted Origin given with a slash", { method: "PATCH", origin: "http://localhost:5173" }, "allow"],
  ["DELETE, untrusted Origin", { method: "DELETE", origin: "https://evil.example" }, "untrusted-origin"],
  ["POST, Origin null", { method: "POST", origin: "null" }, "untrusted-origin"],
  ["POST, Origin garbage", { method: "POST", origin: "%%%" }, "untrusted-origin"],
  ["POST, http instead of https", { method: "POST", origin: "http://saathi.example:8080" }, "untrusted-origin"],
  ["POST, wildcard is not a match", { method: "POST", origin: "https://a.x.com" }, "untrusted-origin"],
  ["POST, Origin host equals Host", { method: "POST", origin: "http://10.0.0.5:3000", host: "10.0.0.5:3000" }, "allow"],
  [
    "POST, Origin host differs from Host",
    { method: "POST", origin: "https://evil.example", host: HOST },
    "untrusted-origin",
  ],
  // Neither header: curl, server-to-server.
  ["POST with neither header", { method: "POST" }, "allow"],
  ["DELETE with an empty Origin", { method: "DELETE", origin: "" }, "allow"],
  // WebSocket handshakes are GETs, but they carry the cookie cross-site.
  ["WebSocket from another site", { method: "GET", upgrade: true, origin: "https://evil.example" }, "untrusted-origin"],
  [
    "WebSocket cross-site (fetch metadata)",
    { method: "GET", upgrade: true, secFetchSite: "cross-site", origin: "https://evil.example" },
    "cross-site-fetch",
  ],
  ["WebSocket from the app", { method: "GET", upgrade: true, origin: "https://saathi.example" }, "allow"],
  ["WebSocket from a non-browser client", { method: "GET", upgrade: true }, "allow"],
];

describe("checkCrossOrigin", () => {
  it.each(rows)("%s", (_name, input, expected) => {
    const d = checkCrossOrigin(input, trusted);
    expect(d.allowed ? "allow" : d.reason).toBe(expected);
  });

  it("keeps only real origins in the trusted set", () => {
    expect([...trusted].sort()).toEqual(["http://localhost:5173", "https://saathi.example"]);
  });
});
