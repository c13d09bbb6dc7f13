import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * OpenAPI 3 document built from the route schemas (which come from the shared valibot schemas),
 * served at /api/openapi.json and browsable at /api/docs. Register before the routes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Food admin API',
        version: '0.1.0',
        description:
          'Back-office API of the food-ordering admin kit. Every call except /api/health and GET /api/uploads/{file} ' +
          'needs `Authorization: Bearer <Firebase ID token>`. Errors answer `{ message, fieldErrors? }`.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
