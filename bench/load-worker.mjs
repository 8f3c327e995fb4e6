// autocannon in its own process (forked by bench/harness.ts `load`): load generated in the
// server's process would take the server's event loop, and the benchmark would measure the two of
// them sharing one core. (Not a worker thread: autocannon leaves its results raw off the main thread.)
import autocannon from 'autocannon';

const { url, paths, callers, connections, seconds, headers } = await new Promise((resolve) =>
  process.once('message', resolve),
);

/** The q-th percentile of sorted latencies, to the hundredth of a millisecond. */
function percentile(sorted, q) {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1));
  return Math.round(sorted[index] * 100) / 100;
}

let next = 0;
// autocannon's own percentiles are whole milliseconds (its histogram keeps integers), too coarse
// for calls answered in one or two: each 2xx response's own time is kept here instead.
const latencies = [];
const result = await new Promise((resolve, reject) => {
  const instance = autocannon(
    {
      url,
      connections,
      duration: seconds,
      headers,
      requests: [
        {
          method: 'GET',
          // Paths and callers' headers (one caller's token each) taken in turn, request by request.
          setupRequest: (request) => {
            const index = next++;
            return {
              ...request,
              ...(paths.length > 0 && { path: paths[index % paths.length] }),
              ...(callers.length > 0 && {
                headers: { ...request.headers, ...callers[index % callers.length] },
              }),
            };
          },
        },
      ],
    },
    (error, done) => (error ? reject(error) : resolve(done)),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
});
const sorted = Float64Array.from(latencies).sort();
process.send({
  total: result.requests.total,
  average: result.requests.average,
  p50: percentile(sorted, 50),
  p97_5: percentile(sorted, 97.5),
  p99: percentile(sorted, 99),
  errors: result.errors + result.non2xx,
});
process.disconnect();
