// Unpacks a downloaded zip into a folder (yauzl), for journeys that open what they downloaded.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import yauzl from "yauzl";

/** Extracts every file of `zipPath` under `dir`; answers the names. */
export function extractZip(zipPath: string, dir: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(zipPath, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const names: string[] = [];
      zip.on("error", reject);
      zip.on("end", () => resolve(names));
      zip.on("entry", (entry: yauzl.Entry) => {
        const target = path.join(dir, entry.fileName);
        if (!target.startsWith(dir)) return reject(new Error(`unsafe entry ${entry.fileName}`));
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            mkdirSync(path.dirname(target), { recursive: true });
            writeFileSync(target, Buffer.concat(chunks));
            names.push(entry.fileName);
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
