// One autocannon measurement in a process of its own, as the autocannon CLI runs: a 2 s warm-up,
// then the measured run. Prints {rps, p99, total, cpuUs} as JSON, where cpuUs is the server's CPU
// time (user + system, from /proc) per request over the measured run.
// Usage: node autocannon-run.mjs '{"url":…,"connections":32,"duration":10,"headers":{…},"pid":123,"stock":false}'
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { processCpuMs } from './lib.mjs';

const { url, connections, duration, headers, pid, stock } = JSON.parse(process.argv[2] ?? '{}');

// Autocannon appends every response body to a JS string for per-response callbacks this bench
// does not use. Decoding a 14 KB gzip body as UTF-8 costs the load generator more than the server
// spends on the whole request, so with stock autocannon the figure measures autocannon. Unless
// `stock` is set that buffering is turned off (responses are still parsed, framed by content-length,
// counted and checked for status); requests, replies and server work are unchanged.
if (!stock) {
  const Queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');
  if (typeof Queue.prototype.addBody !== 'function')
    throw new Error('autocannon changed: no addBody to turn off');
  Queue.prototype.addBody = () => {};
}

await autocannon({ url, connections, duration: 2, headers });
const before = processCpuMs(pid);
const result = await autocannon({ url, connections, duration, headers });
const cpuUs = ((processCpuMs(pid) - before) * 1000) / result.requests.total;
if (result.non2xx > 0 || result.errors > 0) {
  console.error(`${url}: ${result.non2xx} non-2xx replies and ${result.errors} errors during the run`);
  process.exit(1);
}
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    cpuUs,
  }),
);
