import http from 'node:http';
import autocannon from 'autocannon';

export interface LoadResult {
  /** Requests per second offered; undefined for a maximum-throughput run. */
  rate?: number;
  p50: number;
  p90: number;
  p99: number;
  /** Answered requests (any status) per second of the run. */
  throughput: number;
  /** Answered requests with a 2xx status. */
  ok: number;
  /** Non-2xx answers, socket errors and timeouts. */
  errors: number;
}

export interface Target {
  port: number;
  /** Requested in turn (one path: always that one). */
  paths: string[];
  headers: Record<string, string>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

/**
 * Open loop at a fixed rate: request i is due at start + i / rate, whatever happened to the earlier ones, and
 * its latency counts from when it was due (so a server that falls behind shows its queue in the figures instead
 * of slowing the generator down: no coordinated omission). Bounded: `rate × seconds` requests, each abandoned
 * (and counted as an error) after `timeoutMs`.
 */
export async function fixedRate(
  target: Target,
  rate: number,
  seconds: number,
  timeoutMs = 10_000,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let errors = 0;
  let ok = 0;
  let finished = 0;
  const start = performance.now();
  let lastAnswer = start;

  const send = (due: number, path: string) =>
    new Promise<void>((resolve) => {
      const done = (success: boolean) => {
        finished += 1;
        lastAnswer = performance.now();
        if (success) {
          ok += 1;
          latencies.push(lastAnswer - due);
        } else errors += 1;
        resolve();
      };
      const request = http.get(
        { host: '127.0.0.1', port: target.port, path, headers: target.headers, agent },
        (response) => {
          response.resume();
          response.on('end', () =>
            done((response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300),
          );
          response.on('error', () => done(false));
        },
      );
      request.setTimeout(timeoutMs, () => request.destroy(new Error('timeout')));
      request.on('error', () => done(false));
    });

  const pending: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    let sent = 0;
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) {
        pending.push(send(start + (sent * 1000) / rate, target.paths[sent % target.paths.length]!));
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rate,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    throughput: (finished * 1000) / (lastAnswer - start),
    ok,
    errors,
  };
}

/** Closed loop with autocannon: `connections` clients each send the next request when the last one answers. */
export async function maxThroughput(
  target: Target,
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  const result = await autocannon({
    url: `http://127.0.0.1:${target.port}${target.paths[0]}`,
    headers: target.headers,
    // Each connection requests the paths in turn.
    requests: target.paths.map((path) => ({ path })),
    connections,
    duration: seconds,
    timeout: 10,
  });
  const answered = result.requests.total;
  return {
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    throughput: answered / seconds,
    ok: answered - result.non2xx,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}
