import fp from 'fastify-plugin';

// API Platform clients send JSON-LD and merge-patch bodies; both are plain JSON to us.
export const contentTypesPlugin = fp(
  async (app) => {
    app.addContentTypeParser(
      ['application/ld+json', 'application/merge-patch+json'],
      { parseAs: 'string' },
      app.getDefaultJsonParser('error', 'error'),
    );
  },
  { name: 'content-types' },
);
