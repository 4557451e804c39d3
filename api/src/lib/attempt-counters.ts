import type { Redis } from 'ioredis';

/**
 * How attempts under one key are held back: the first `free` attempts pass at once; from then on each one makes
 * the next wait, twice as long each time from `baseDelayMs` up to `maxDelayMs` (the lock). The count starts again
 * once no attempt has been counted for `quietMs`.
 */
export interface AttemptPolicy {
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  quietMs: number;
}

export type AttemptVerdict = { allowed: true; count: number } | { allowed: false; retryAfterMs: number };

/**
 * Counters of attempts (sign-in failures) shared by every API process when they live in Redis. An attempt is
 * counted when it starts, atomically with the check, so that many attempts sent at once cannot all pass before
 * the first failure is recorded; a success then takes its own attempt back (`release`) or clears the key.
 */
export interface AttemptCounters {
  /** Counts an attempt unless the key must wait; `now` in milliseconds. */
  take(key: string, policy: AttemptPolicy, now: number): Promise<AttemptVerdict>;
  /** Takes back one attempt that turned out not to be a failure. */
  release(key: string, policy: AttemptPolicy): Promise<void>;
  /** Forgets the key (a successful sign-in of the account). */
  clear(key: string): Promise<void>;
}

interface Entry {
  count: number;
  last: number;
  until: number;
}

const delayAfter = (count: number, policy: AttemptPolicy) =>
  count < policy.free
    ? 0
    : Math.min(policy.baseDelayMs * 2 ** Math.min(count - policy.free, 30), policy.maxDelayMs);

/** One process's counters (no Redis configured). Expired entries are swept as the map grows. */
export function memoryAttemptCounters(): AttemptCounters {
  const entries = new Map<string, Entry & { expires: number }>();
  const sweep = (now: number) => {
    for (const [key, entry] of entries) if (entry.expires <= now) entries.delete(key);
  };
  return {
    async take(key, policy, now) {
      if (entries.size > 10_000) sweep(now);
      let entry = entries.get(key);
      if (entry && entry.until > now) return { allowed: false, retryAfterMs: entry.until - now };
      if (!entry || now - entry.last >= policy.quietMs) entry = { count: 0, last: now, until: 0, expires: 0 };
      entry.count += 1;
      entry.last = now;
      const delay = delayAfter(entry.count, policy);
      entry.until = delay ? now + delay : 0;
      entry.expires = now + Math.max(policy.quietMs, delay);
      entries.set(key, entry);
      return { allowed: true, count: entry.count };
    },
    async release(key, policy) {
      const entry = entries.get(key);
      if (!entry) return;
      entry.count = Math.max(0, entry.count - 1);
      if (entry.count < policy.free) entry.until = 0;
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

// The same rules as the memory counters, run by Redis in one step so that concurrent processes never interleave.
const TAKE = `
local now = tonumber(ARGV[1])
local free = tonumber(ARGV[2])
local base = tonumber(ARGV[3])
local max = tonumber(ARGV[4])
local quiet = tonumber(ARGV[5])
local state = redis.call('HMGET', KEYS[1], 'count', 'last', 'until')
local count = tonumber(state[1]) or 0
local last = tonumber(state[2]) or 0
local untilAt = tonumber(state[3]) or 0
if untilAt > now then return {0, untilAt - now} end
if now - last >= quiet then count = 0 end
count = count + 1
local delay = 0
if count >= free then
  delay = base * math.pow(2, math.min(count - free, 30))
  if delay > max then delay = max end
end
if delay > 0 then untilAt = now + delay else untilAt = 0 end
redis.call('HSET', KEYS[1], 'count', count, 'last', now, 'until', untilAt)
redis.call('PEXPIRE', KEYS[1], math.max(quiet, delay))
return {1, count}
`;

const RELEASE = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count'))
if not count then return 0 end
count = math.max(0, count - 1)
redis.call('HSET', KEYS[1], 'count', count)
if count < tonumber(ARGV[1]) then redis.call('HSET', KEYS[1], 'until', 0) end
return count
`;

/** Counters in Redis, shared by every API process that uses the same Redis and key prefix. */
export function redisAttemptCounters(redis: Redis): AttemptCounters {
  return {
    async take(key, policy, now) {
      const [allowed, value] = (await redis.eval(
        TAKE,
        1,
        key,
        now,
        policy.free,
        policy.baseDelayMs,
        policy.maxDelayMs,
        policy.quietMs,
      )) as [number, number];
      return allowed === 1 ? { allowed: true, count: value } : { allowed: false, retryAfterMs: value };
    },
    async release(key, policy) {
      await redis.eval(RELEASE, 1, key, policy.free);
    },
    async clear(key) {
      await redis.del(key);
    },
  };
}
