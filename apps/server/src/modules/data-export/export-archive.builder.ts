// Writes the export zip to a local file as it goes (yazl), so a heavy member's 20,000 messages and
// hundreds of images never sit in memory at once.
import { createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { ZipFile } from "yazl";

export interface ArchiveWriter {
  addJson(name: string, value: unknown): void;
  addText(name: string, text: string): void;
  /** Image bytes, already compressed: stored as they are. */
  addFile(name: string, body: Buffer): void;
  /** Closes the zip; answers its size in bytes. */
  finish(): Promise<number>;
}

export function createArchiveWriter(localPath: string): ArchiveWriter {
  const zip = new ZipFile();
  const mtime = new Date();
  const written = pipeline(zip.outputStream, createWriteStream(localPath));
  // A write error ends the pipeline early; finish() reports it.
  written.catch(() => {});
  return {
    addJson: (name, value) => zip.addBuffer(Buffer.from(JSON.stringify(value, null, 2)), name, { mtime }),
    addText: (name, text) => zip.addBuffer(Buffer.from(text), name, { mtime }),
    addFile: (name, body) => zip.addBuffer(body, name, { mtime, compress: false }),
    async finish() {
      zip.end();
      await written;
      return (await stat(localPath)).size;
    },
  };
}
