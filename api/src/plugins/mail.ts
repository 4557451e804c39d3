import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type PgBoss from 'pg-boss';
import { ensureMailQueue, MAIL_QUEUE, mailQueueBoss } from '../lib/mail-queue';
import type { MailContent } from '../lib/mail-templates';

export interface OutgoingMail extends MailContent {
  to: string;
  from: string;
}

export interface Mailer {
  /**
   * Sends the message, or, with the durable queue, stores it to be sent (and retried while the relay is down) by
   * whichever API process takes it. A failure is logged and never fails the request. Resolves to whether it was
   * sent or stored.
   */
  send(to: string, content: MailContent, options?: { fromName?: string }): Promise<boolean>;
  /**
   * Runs `work` (which composes and sends emails) without making the request wait for it: its failure is logged,
   * never answered. The app waits for the work still running before it closes.
   */
  later(log: FastifyBaseLogger, label: string, work: () => Promise<unknown>): void;
  /** Resolves once every piece of work handed to `later` so far has ended (tests, shutdown). */
  idle(): Promise<void>;
  /** Messages kept by the in-memory transport (tests). */
  sent: OutgoingMail[];
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailPlugin = fp(
  async (app) => {
    const { mailTransport, smtp, mailFrom } = app.config;
    const sent: OutgoingMail[] = [];
    // Work of this process only (the emails of requests it answered): nothing another process needs.
    const running = new Set<Promise<void>>();
    let transporter: Transporter | undefined;
    if (mailTransport === 'smtp') {
      transporter = smtp.url
        ? // A relay named by URL (production): its scheme, credentials and port say how to talk to it; STARTTLS is
          // used whenever the relay offers it.
          nodemailer.createTransport(smtp.url, { connectionTimeout: 10_000, greetingTimeout: 10_000 })
        : // The local mail catcher speaks plain SMTP without authentication.
          nodemailer.createTransport({
            host: smtp.host,
            port: smtp.port,
            secure: false,
            ignoreTLS: true,
            connectionTimeout: 5000,
            greetingTimeout: 5000,
          });
      app.addHook('onClose', async () => transporter?.close());
    }
    /** Hands the message to the relay (or keeps it, in memory), counted; throws when the relay refuses it. */
    const deliver = async (message: OutgoingMail): Promise<void> => {
      try {
        if (transporter) await transporter.sendMail(message);
        else sent.push(message);
      } catch (error) {
        app.metrics.mails.inc({ result: 'failed' });
        throw error;
      }
      app.metrics.mails.inc({ result: 'sent' });
    };

    // The durable queue (production): the message is stored in PostgreSQL and sent by a worker of any process.
    let boss: PgBoss | undefined;
    if (app.config.mailQueue === 'durable') {
      if (!app.config.databaseUrl) throw new Error('The durable mail queue needs PostgreSQL (DATABASE_URL).');
      const queue = {
        databaseUrl: app.config.databaseUrl,
        schema: app.config.mailQueueSchema,
        retryDelaySeconds: app.config.mailRetry.delaySeconds,
        retryLimit: app.config.mailRetry.limit,
      };
      // Production migrates in its own step; the demo and the tests let pg-boss create its schema here.
      boss = mailQueueBoss(queue, app.config.schemaUpdates === 'migrate');
      boss.on('error', (error: Error) => app.log.error({ err: error }, 'mail queue'));
      await boss.start();
      if (app.config.schemaUpdates === 'migrate') await ensureMailQueue(boss, queue);
      else if (!(await boss.getQueue(MAIL_QUEUE))) {
        throw new Error('The mail queue does not exist: run `pnpm enlace migrate` first.');
      }
      await boss.work<OutgoingMail>(
        MAIL_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: 2 },
        async ([job]) => {
          if (!job) return;
          // A failure goes back to pg-boss, which tries again later with a longer wait.
          await deliver(job.data).catch((error: unknown) => {
            app.log.warn(
              { err: error, job: job.id, subject: job.data.subject },
              'mail not sent yet: will retry',
            );
            throw error;
          });
        },
      );
    }

    const idle = async () => {
      while (running.size) await Promise.allSettled([...running]);
    };
    // Before the database and the SMTP connection close (onClose), so that the last emails still go out (or, with
    // the queue, are stored); then the queue's worker stops taking emails and lets the one being sent finish (its job
    // goes back to the queue for another process if it does not).
    app.addHook('preClose', async () => {
      await idle();
      await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
    });
    app.decorate('mailer', {
      sent,
      later(log, label, work) {
        const task = Promise.resolve()
          .then(work)
          .then(
            () => undefined,
            (error: unknown) => log.error({ err: error }, label),
          )
          .finally(() => running.delete(task));
        running.add(task);
      },
      idle,
      async send(to, content, options) {
        // The organisation's name as the sender, at the configured address.
        const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
        const from = options?.fromName
          ? `"${options.fromName.replace(/["\\]/g, '')}" <${address}>`
          : mailFrom;
        const message: OutgoingMail = { ...content, to, from };
        if (boss) {
          try {
            const id = await boss.send(MAIL_QUEUE, message);
            app.metrics.mails.inc({ result: 'queued' });
            return id !== null;
          } catch (error) {
            app.log.error({ err: error, to, subject: content.subject }, 'mail not queued');
            return false;
          }
        }
        try {
          await deliver(message);
          return true;
        } catch (error) {
          app.log.error({ err: error, to, subject: content.subject }, 'mail not sent');
          return false;
        }
      },
    } satisfies Mailer);
  },
  { name: 'mail', dependencies: ['config', 'metrics'] },
);
