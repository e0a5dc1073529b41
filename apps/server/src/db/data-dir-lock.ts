/// <reference path="./fs-native-extensions.d.ts" />
import { open } from 'node:fs/promises';
import path from 'node:path';
import { tryLock } from 'fs-native-extensions';
import { EXIT_DATA_DIR_IN_USE, StartFailure } from './start-failure.ts';

/** Beside PGlite's own directory: PGlite may take a file inside it for part of its cluster. */
const LOCK_FILE = 'pglite.lock';

/** Another process (a running server, an import) has PGlite's directory open. */
export class DataDirectoryInUse extends StartFailure {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | undefined,
  ) {
    super(
      `Databasen i ${dataDir} används redan av en annan process${holderPid ? ` (pid ${holderPid})` : ''}; två processer på samma PGlite-katalog förstör den. Stoppa den andra processen först.`,
      EXIT_DATA_DIR_IN_USE,
    );
  }
}

/**
 * Takes PGlite's data directory for this process alone, or throws DataDirectoryInUse. PGlite writes
 * a fixed fake PID into PostgreSQL's postmaster.pid, so PostgreSQL's own lock never sees a second
 * process, and two processes on one directory lose each other's writes and corrupt it.
 * The lock is the kernel's on an open file (an open file description lock on Linux, flock on
 * macOS): it goes with the process however it ends, kill -9 included, so there is nothing stale to
 * clean up. The holder's PID is written into the file for the message of the one refused.
 * Returns the release, which the holder calls after PGlite is closed.
 */
export async function lockDataDirectory(dataDir: string): Promise<() => Promise<void>> {
  const file = await open(path.join(dataDir, LOCK_FILE), 'a+');
  if (!tryLock(file.fd)) {
    const holder = Number.parseInt(await file.readFile('utf8'), 10);
    await file.close();
    throw new DataDirectoryInUse(dataDir, Number.isSafeInteger(holder) ? holder : undefined);
  }
  await file.truncate(0);
  await file.write(`${process.pid}\n`);
  return () => file.close();
}
