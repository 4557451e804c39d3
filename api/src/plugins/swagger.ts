import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { completeOpenApiDocument } from '../lib/openapi-document';

export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Enlace API',
          description:
            'API de Enlace: configuración del tenant, sesión, activación, contraseñas, geografía y voluntarios.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transformObject: (documentObject) =>
        'openapiObject' in documentObject
          ? completeOpenApiDocument(documentObject.openapiObject)
          : documentObject.swaggerObject,
    });
  },
  { name: 'swagger' },
);
