/**
 * How many requests each caller has running, with a ceiling: a caller at the ceiling is refused
 * until one of its requests ends. In this process only: what it protects is this instance's event
 * loop and connections, and counting in the database would cost every request a round trip.
 */
export function createRunningLimit(max: number) {
  const running = new Map<string, number>();
  return {
    /** Counts a request of `key` as running and returns its release, or null when `key` already has `max` running. */
    enter(key: string): (() => void) | null {
      const count = running.get(key) ?? 0;
      if (count >= max) return null;
      running.set(key, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (running.get(key) ?? 1) - 1;
        if (left === 0) running.delete(key);
        else running.set(key, left);
      };
    },
    /** Callers with a request running. */
    get callers(): number {
      return running.size;
    },
  };
}
