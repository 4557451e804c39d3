import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import { errors } from '../../../lib/schemas';
import { CSP_REPORT_PATH } from '../../../plugins/security-headers';

/** A batch of the Reporting API holds a few reports; anything larger is not a browser's. */
const REPORT_BODY_LIMIT = 64 * 1024;
const REPORTS_PER_REQUEST = 20;
const FIELD_LIMIT = 300;

type Fields = Record<string, unknown>;

interface CspViolation {
  document: string;
  directive: string;
  blocked: string;
  source: string;
  line: number | null;
  disposition: string;
  sample: string;
}

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, FIELD_LIMIT) : '');

/** A URL without its query and fragment; keywords such as `inline` or `eval` stay as they are. */
function withoutQuery(value: unknown): string {
  const raw = text(value);
  try {
    const url = new URL(raw);
    return `${url.origin}${url.pathname}`;
  } catch {
    return raw;
  }
}

/** The page by its first path segment only: deeper segments may be a person's emailed code. */
function pageOf(value: unknown): string {
  const raw = text(value);
  try {
    const url = new URL(raw);
    const first = url.pathname.split('/')[1];
    return `${url.origin}/${first ?? ''}`;
  } catch {
    return '';
  }
}

// `report-uri` posts {"csp-report": {...}} with dashed names; `report-to` posts an array of Reporting API
// reports whose body uses camelCase names.
function violationsOf(body: unknown): CspViolation[] | null {
  if (isObject(body) && isObject(body['csp-report'])) {
    const report = body['csp-report'];
    return [
      {
        document: pageOf(report['document-uri']),
        directive: text(report['effective-directive'] ?? report['violated-directive']),
        blocked: withoutQuery(report['blocked-uri']),
        source: withoutQuery(report['source-file']),
        line: typeof report['line-number'] === 'number' ? report['line-number'] : null,
        disposition: text(report.disposition),
        sample: text(report['script-sample']),
      },
    ];
  }
  if (Array.isArray(body)) {
    const reports = body.filter(
      (report): report is Fields & { body: Fields } =>
        isObject(report) && report.type === 'csp-violation' && isObject(report.body),
    );
    if (reports.length === 0) return null;
    return reports.slice(0, REPORTS_PER_REQUEST).map(({ body: report }) => ({
      document: pageOf(report.documentURL),
      directive: text(report.effectiveDirective),
      blocked: withoutQuery(report.blockedURL),
      source: withoutQuery(report.sourceFile),
      line: typeof report.lineNumber === 'number' ? report.lineNumber : null,
      disposition: text(report.disposition),
      sample: text(report.sample),
    }));
  }
  return null;
}

const notAReport = () => new HttpError(400, 'bad-request', 'El cuerpo no es un informe de CSP.');

/**
 * Where the shell's Content-Security-Policy sends its violation reports (`report-uri` and `report-to`): each is
 * logged at warn, trimmed and without query strings or emailed codes. Answers 204; what is not a report is a 400.
 */
export const postCspReport: FastifyPluginAsync = async (app) => {
  // Only this route reads the report media types (the plugin is encapsulated).
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  app.post(
    CSP_REPORT_PATH.replace(/^\/api/, ''),
    {
      bodyLimit: REPORT_BODY_LIMIT,
      // A page in a loop of violations must not flood the log.
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['security'],
        summary:
          'Informes de infracción de la Content-Security-Policy que envía el navegador (application/csp-report o application/reports+json); 204',
        response: { 204: { type: 'null' }, ...errors(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const violations = violationsOf(request.body);
      if (!violations) throw notAReport();
      for (const violation of violations) {
        request.log.warn(
          { tenant: request.tenant?.id, cspViolation: violation },
          'Content-Security-Policy violation',
        );
      }
      return reply.code(204).send();
    },
  );
};
