// Vitest global setup of the server project: one embedded PostgreSQL for the whole run, the migrations
// applied once into a template database, its address provided to every test file (shared-database.ts).
// The teardown stops it and removes its folder; a run killed outright leaves it to the next run's sweep.
// Tests that stop, kill or restore a PostgreSQL (the fault, backup and pool tests) still start their own.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import type { TestProject } from "vitest/node";
import { connect, runMigrations } from "../src/platform/db/client.ts";
import { startEmbeddedDatabase } from "../src/platform/db/embedded.ts";
import {
  SHARED_DIR_PREFIX,
  SHARED_SETTINGS,
  sweepLeftoverClusters,
  TEMPLATE_DATABASE,
  withDatabase,
} from "./shared-database.ts";

export default async function setup(project: TestProject) {
  const log = pino({ level: "silent" });
  await sweepLeftoverClusters(log);
  const dir = mkdtempSync(path.join(os.tmpdir(), SHARED_DIR_PREFIX));
  const cluster = await startEmbeddedDatabase(dir, log, { persistent: false, settings: SHARED_SETTINGS });
  const adminUrl = withDatabase(cluster.url, "postgres");
  const stop = async () => {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const template = connect(withDatabase(adminUrl, TEMPLATE_DATABASE), 1);
    await runMigrations(template.db);
    await template.pool.end();
    // Nobody connects to the template again (a connection would make CREATE DATABASE … TEMPLATE fail).
    await admin.query(`ALTER DATABASE ${TEMPLATE_DATABASE} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    await admin.end();
  } catch (err) {
    await stop();
    throw err;
  }
  project.provide("sharedDatabase", { adminUrl, template: TEMPLATE_DATABASE });
  return stop;
}
