import type { FastifyHelmetOptions } from '@fastify/helmet';
import { documentlessHelmetOptions } from '@enlace/api';

/**
 * Headers of a remote's own server, which serves scripts and JSON to the shell on another origin and no
 * document: nothing sniffed, nothing loaded or framed should one of its files be opened, and readable by any
 * origin (Cross-Origin-Resource-Policy: the shell loads its scripts without CORS).
 */
export const remoteSecurityHeaders: FastifyHelmetOptions = {
  // No HSTS among them: in production the remotes' host (its proxy or CDN) decides it.
  ...documentlessHelmetOptions,
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
};
