import PgBoss from 'pg-boss';

/** The queue every email goes through in production (PostgreSQL, pg-boss). */
export const MAIL_QUEUE = 'mail';

/** pg-boss's schema, and the retries: the first after 30 s, doubling each time, ten tries (about eight hours). */
export const DEFAULT_MAIL_QUEUE_SCHEMA = 'pgboss';
export const DEFAULT_MAIL_RETRY = { delaySeconds: 30, limit: 10 } as const;

export interface MailQueueOptions {
  databaseUrl: string;
  /** pg-boss's own schema; default `pgboss`. */
  schema: string;
  /** Seconds before the first retry; each retry waits twice as long as the one before. */
  retryDelaySeconds: number;
  retryLimit: number;
}

/** A pg-boss instance for the mail queue; `migrate`: whether it may create or update its schema. */
export const mailQueueBoss = (options: MailQueueOptions, migrate: boolean) =>
  new PgBoss({
    connectionString: options.databaseUrl,
    schema: options.schema,
    migrate,
    // Only the migration step (or the demo and the tests) maintains; the API processes just work the queue.
    supervise: migrate,
    schedule: false,
    max: 4,
  });

/**
 * Creates the queue's schema and the queue itself (the `pnpm enlace migrate` step): retried with a doubling delay
 * (30 s, 1 min, 2 min… about eight hours over ten tries by default), kept two weeks.
 */
export async function prepareMailQueue(options: MailQueueOptions): Promise<void> {
  const boss = mailQueueBoss(options, true);
  await boss.start();
  try {
    await ensureMailQueue(boss, options);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

export async function ensureMailQueue(boss: PgBoss, options: MailQueueOptions): Promise<void> {
  const policy = {
    name: MAIL_QUEUE,
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 120,
    retentionDays: 14,
  };
  if (await boss.getQueue(MAIL_QUEUE)) await boss.updateQueue(MAIL_QUEUE, policy);
  else await boss.createQueue(MAIL_QUEUE, policy);
}
