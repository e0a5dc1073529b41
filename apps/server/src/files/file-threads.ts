import os from 'node:os';
import { startThreadPool } from '../lib/thread-pool.ts';
import type { FileMaker, FileTask } from './file-task.ts';

/** The thread script: a module that loads files/file-thread.ts with TypeScript support. */
export const FILE_THREAD_SCRIPT = new URL('./file-thread.mjs', import.meta.url);

/**
 * Exports and reports are made on worker threads (decision 0044): an xlsx of a year by day or a
 * PDF held the event loop for up to seconds, and every other request waited. One thread on a
 * two-core machine leaves the other core to the event loop; never more than two.
 */
export function startFileThreads(size = Math.max(1, Math.min(2, os.availableParallelism() - 1))): FileMaker & { close(): Promise<void> } {
  const pool = startThreadPool<FileTask, Uint8Array>(FILE_THREAD_SCRIPT, size);
  return {
    // A Buffer arrives as a Uint8Array: the same bytes, viewed as a Buffer again without a copy.
    make: async (task) => {
      const { result } = await pool.run(task);
      return Buffer.from(result.buffer, result.byteOffset, result.byteLength);
    },
    close: () => pool.close(),
  };
}
