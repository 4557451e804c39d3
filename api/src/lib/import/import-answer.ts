import { PassThrough } from 'node:stream';
import type { ImportProgress as ImportProgressLine } from '@enlace/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorBody } from '../../plugins/errors';
import type { ImportProgress } from './check-import-rows';

/** Newline-delimited JSON: the progress of an import as it goes, then its result. */
export const NDJSON = 'application/x-ndjson';

const wantsProgress = (request: FastifyRequest) => (request.headers.accept ?? '').includes(NDJSON);

/**
 * Answers the rows' work of an import (checking, storing): as one JSON document, or, when the client accepts
 * NDJSON, as `ImportProgress` lines while it runs and the result as the last line, so that a page can show a
 * progress bar on a large file. A failure after the first line is the last line (`ImportFailed`, the error's
 * body). The whole file is refused before this, with the usual error answer.
 */
export async function answerImport<Result extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (progress: ImportProgress) => Promise<Result>,
): Promise<Result | FastifyReply> {
  if (!wantsProgress(request)) return work(() => {});
  const stream = new PassThrough();
  const line = (value: unknown) => stream.write(`${JSON.stringify(value)}\n`);
  void reply
    .header('content-type', `${NDJSON}; charset=utf-8`)
    .header('cache-control', 'no-store')
    // The gateway passes each line on as it comes instead of holding the answer until it ends.
    .header('x-accel-buffering', 'no')
    .send(stream);
  try {
    line(
      await work((stage, done, total) =>
        line({ '@type': 'ImportProgress', stage, done, total } satisfies ImportProgressLine),
      ),
    );
  } catch (error) {
    const body = toErrorBody(error as Error);
    if (body.status >= 500) request.log.error({ err: error }, 'import failed');
    line({ '@type': 'ImportFailed', ...body });
  } finally {
    stream.end();
  }
  return reply;
}
