import autocannon from 'autocannon';

/**
 * The load generator, run in its own process so it does not share the
 * server's event loop. Input (argv[2], JSON): url, paths to pick from at
 * random, bearer token, connections, duration. Prints autocannon's figures.
 */
type Input = { url: string; paths: string[]; token?: string; connections: number; duration: number };

const input = JSON.parse(process.argv[2] ?? '{}') as Input;
const result = await autocannon({
  url: input.url,
  connections: input.connections,
  duration: input.duration,
  headers: input.token ? { authorization: `Bearer ${input.token}` } : {},
  requests: [
    {
      setupRequest: (request) => ({ ...request, path: input.paths[Math.floor(Math.random() * input.paths.length)]! }),
    },
  ],
});
process.stdout.write(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    total: result.requests.total,
  }),
);
