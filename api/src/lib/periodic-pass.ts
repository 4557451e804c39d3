import type { FastifyInstance } from 'fastify';

/**
 * A job every API process runs once it is ready and then every `everyMs` (none when 0: the tests run passes
 * themselves). `run` starts a pass, or answers the one already going. A failure is logged and tried again next
 * time; the timer never keeps the process alive. On close the pass under way finishes first: registered before the
 * mail queue's own preClose, it still stores its emails.
 */
export function periodicPass(
  app: FastifyInstance,
  options: { everyMs: number; pass: () => Promise<number>; done: string; failed: string },
): { run(): Promise<void> } {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const run = (): Promise<void> => {
    running ??= options
      .pass()
      .then(
        (count) => {
          if (count > 0) app.log.info({ count }, options.done);
        },
        (error: unknown) => app.log.error({ err: error }, options.failed),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  if (options.everyMs > 0) {
    app.addHook('onReady', async () => {
      // Not awaited: a start does not wait for the emails.
      void run();
      timer = setInterval(() => void run(), options.everyMs);
      timer.unref();
    });
  }
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
  return { run };
}
