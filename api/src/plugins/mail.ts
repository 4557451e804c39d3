import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailContent } from '../lib/mail-templates';

export interface OutgoingMail extends MailContent {
  to: string;
  from: string;
}

export interface Mailer {
  /** Sends the message; a failure is logged and never fails the request. Resolves to whether it was sent. */
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
    const idle = async () => {
      while (running.size) await Promise.allSettled([...running]);
    };
    // Before the database and the SMTP connection close (onClose), so that the last emails still go out.
    app.addHook('preClose', idle);
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
        if (!transporter) {
          sent.push(message);
          app.metrics.mails.inc({ result: 'sent' });
          return true;
        }
        try {
          await transporter.sendMail(message);
          app.metrics.mails.inc({ result: 'sent' });
          return true;
        } catch (error) {
          app.log.error({ err: error, to, subject: content.subject }, 'mail not sent');
          app.metrics.mails.inc({ result: 'failed' });
          return false;
        }
      },
    } satisfies Mailer);
  },
  { name: 'mail', dependencies: ['config', 'metrics'] },
);
