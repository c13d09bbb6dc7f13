import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument } from './document';

/** Serves the document at /api/openapi.json and browsable at /api/docs (Swagger UI). */
export async function registerOpenApi(app: FastifyInstance, document: OpenApiDocument): Promise<void> {
  // Static mode: the document is built from the contract, not collected from route schemas.
  const specification: StaticDocumentSpec = {
    document: document as unknown as StaticDocumentSpec['document'],
  };
  await app.register(swagger, { mode: 'static', specification });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', async () => document);
}
