import { serveTasks } from '../lib/thread-pool.ts';
import { type FileTask, makeFile } from './file-task.ts';

// A worker thread of files/file-threads.ts: makes the files it is sent.
serveTasks<FileTask, Buffer>(makeFile);
