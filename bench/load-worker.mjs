// autocannon in its own process (forked by bench/harness.ts `load`): load generated in the
// server's process would take the server's event loop, and the benchmark would measure the two of
// them sharing one core. (Not a worker thread: autocannon leaves its results raw off the main thread.)
import autocannon from 'autocannon';

const { url, paths, connections, seconds, headers } = await new Promise((resolve) =>
  process.once('message', resolve),
);
let next = 0;
const result = await autocannon({
  url,
  connections,
  duration: seconds,
  headers,
  requests: [
    {
      method: 'GET',
      setupRequest: (request) =>
        paths.length > 0 ? { ...request, path: paths[next++ % paths.length] } : request,
    },
  ],
});
process.send({
  total: result.requests.total,
  average: result.requests.average,
  p50: result.latency.p50,
  p97_5: result.latency.p97_5 ?? result.latency.p90,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
});
process.disconnect();
