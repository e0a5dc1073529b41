/**
 * pg-boss's backoff (jobs/queue.ts, `retryBackoff`): after the n-th failed run of a job the next waits between
 * d·2^(min(n,16)−1) and twice that, d being the first retry's delay. The fewest retries whose shortest waits
 * add up to `windowSeconds`: the job's last run comes that long after its first at the earliest.
 */
export function retryLimitFor(windowSeconds: number, firstDelaySeconds: number): number {
  let retries = 0;
  let waited = 0;
  while (waited < windowSeconds) {
    retries += 1;
    waited += firstDelaySeconds * 2 ** (Math.min(retries, 16) - 1);
  }
  return retries;
}
