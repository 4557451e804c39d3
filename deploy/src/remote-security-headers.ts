import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Headers of a remote's own server, which serves scripts and JSON to the shell on another origin and no
 * document: nothing sniffed, nothing loaded or framed should one of its files be opened, and readable by any
 * origin (Cross-Origin-Resource-Policy: the shell loads its scripts without CORS).
 */
export const remoteSecurityHeaders: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
  // Served over plain HTTP here; in production the remotes' host (its proxy or CDN) decides HSTS.
  strictTransportSecurity: false,
};
