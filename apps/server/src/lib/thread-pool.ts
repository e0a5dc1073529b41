import { parentPort, Worker } from 'node:worker_threads';

/** What a task's thread answers: the result, or why it failed (an Error does not cross threads whole). */
type Outcome<R> = { result: R } | { error: string };

type Waiting<T, R> = { task: T; resolve: (done: { result: R; threadId: number }) => void; reject: (error: Error) => void };

export interface ThreadPool<T, R> {
  /** Runs the task on a thread of the pool as soon as one is free; with the id of the thread that ran it. */
  run(task: T): Promise<{ result: R; threadId: number }>;
  /** Stops the threads; tasks not yet done are refused. */
  close(): Promise<void>;
}

/**
 * A few worker threads that take tasks one at a time, for work that would otherwise hold the event
 * loop (decision 0044). A thread is started when first needed and kept; one that dies fails the
 * task it had and is replaced by the next task that needs it. The threads do not keep the
 * process alive.
 */
export function startThreadPool<T, R>(script: URL, size: number): ThreadPool<T, R> {
  const idle: Worker[] = [];
  const working = new Map<Worker, Waiting<T, R>>();
  const queue: Waiting<T, R>[] = [];
  let threads = 0;
  let closed = false;

  function give(worker: Worker) {
    const next = queue.shift();
    if (!next) {
      idle.push(worker);
      return;
    }
    working.set(worker, next);
    worker.postMessage(next.task);
  }

  function start(): Worker {
    const worker = new Worker(script);
    threads += 1;
    worker.unref();
    let failure: Error | undefined;
    worker.on('message', (outcome: Outcome<R>) => {
      const task = working.get(worker);
      working.delete(worker);
      if (task) {
        if ('error' in outcome) task.reject(new Error(outcome.error));
        else task.resolve({ result: outcome.result, threadId: worker.threadId });
      }
      give(worker);
    });
    worker.on('error', (error) => {
      failure = error;
    });
    worker.on('exit', (code) => {
      threads -= 1;
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      working.get(worker)?.reject(failure ?? new Error(`the worker thread stopped (exit code ${code})`));
      working.delete(worker);
      if (!closed) pump();
    });
    return worker;
  }

  function pump() {
    while (queue.length > 0) {
      const worker = idle.pop() ?? (threads < size ? start() : undefined);
      if (!worker) return;
      give(worker);
    }
  }

  return {
    run(task) {
      if (closed) return Promise.reject(new Error('the thread pool is closed'));
      return new Promise((resolve, reject) => {
        queue.push({ task, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const waiting of queue.splice(0)) waiting.reject(new Error('the thread pool is closed'));
      await Promise.all([...idle, ...working.keys()].map((worker) => worker.terminate()));
    },
  };
}

/** In a pool's thread: answers each task the pool sends with `run`'s result, or its failure's message. */
export function serveTasks<T, R>(run: (task: T) => Promise<R>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  port.on('message', (task: T) => {
    // A task that throws at once fails like one that rejects: the thread goes on.
    Promise.resolve(task)
      .then(run)
      .then(
        (result) => port.postMessage({ result } satisfies Outcome<R>),
        (error: unknown) => port.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies Outcome<R>),
      );
  });
}
