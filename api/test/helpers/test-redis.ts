import { randomBytes } from 'node:crypto';

/**
 * The Redis the tests may use: `TEST_REDIS_URL` (set by `npm test` when Redis answers, and required in CI), or
 * none, in which case the Redis cases are skipped.
 */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

/** `describe` when a test Redis is configured, `describe.skip` otherwise. */
export const describeWithRedis = testRedisUrl ? describe : describe.skip;

/** A key prefix of its own, so that test files never see each other's counters. */
export const testRedisPrefix = () => `enlace-test:${randomBytes(6).toString('hex')}:`;
