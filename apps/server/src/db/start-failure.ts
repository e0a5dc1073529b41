/**
 * A reason the server or a command cannot start that the operator can act on (the database
 * directory is taken, the disk is full): said in one Swedish line with an exit status of its own,
 * not as a stack trace.
 */
export class StartFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Exit statuses of a start that failed for a known reason; 1 and 2 are the commands' own (wrong rows, wrong call). */
export const EXIT_DATA_DIR_IN_USE = 3;
export const EXIT_DISK_FULL = 4;

/** Ends the process with the failure's one line when it is a StartFailure; anything else is thrown on. */
export function exitOnStartFailure(error: unknown): never {
  if (!(error instanceof StartFailure)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(error.exitCode);
}
