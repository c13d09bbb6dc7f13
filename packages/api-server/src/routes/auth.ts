import { LoginPayloadSchema, ProfileSchema, RegisterPayloadSchema } from '@food-admin/api-client';
import { eq, sql } from 'drizzle-orm';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { requireToken } from '../auth/guards';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { conflict, forbidden, notFound } from '../http/errors';
import { routeDocs } from '../http/route-docs';
import { parseWith } from '../http/validation';
import { recordActivity } from '../services/activity';
import { toProfile } from '../services/mappers';

export type AuthRoutesOptions = { ctx: AppContext; rateLimit: false | { max: number; timeWindow: number } };

export async function authRoutes(app: FastifyInstance, { ctx, rateLimit }: AuthRoutesOptions): Promise<void> {
  const config: FastifyContextConfig = rateLimit === false ? {} : { rateLimit };

  app.post(
    '/api/auth/register',
    {
      config,
      schema: routeDocs({
        tags: ['auth'],
        summary: 'Create the profile of the signed-in account (role CUSTOMER)',
        body: RegisterPayloadSchema,
        responses: { 201: ProfileSchema },
        errors: [400, 401, 403, 409, 429],
      }),
    },
    async (request, reply) => {
      const token = await requireToken(ctx, request);
      const payload = parseWith(RegisterPayloadSchema, request.body);
      if (payload.uid !== token.uid) throw forbidden('The uid does not match the signed-in account');
      const created = await ctx.db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.uid, payload.uid))
          .limit(1);
        if (existing) throw conflict('A profile for this account already exists');
        if (payload.email !== '') {
          const [sameEmail] = await tx
            .select({ id: users.id })
            .from(users)
            .where(sql`lower(${users.email}) = lower(${payload.email})`)
            .limit(1);
          if (sameEmail) throw conflict('A user with this email already exists');
        }
        const [row] = await tx
          .insert(users)
          .values({
            uid: payload.uid,
            firstName: payload.firstName,
            lastName: payload.lastName,
            email: payload.email,
            phone: payload.phone ?? null,
            role: 'CUSTOMER',
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await recordActivity(tx, row, {
          category: 'USER',
          actionType: 'REGISTER',
          action: `Registered ${row.email || row.uid}`,
        });
        return row;
      });
      return reply.status(201).send(toProfile(created));
    },
  );

  app.post(
    '/api/auth/login',
    {
      config,
      schema: routeDocs({
        tags: ['auth'],
        summary: 'The profile (with role) of the signed-in account',
        body: LoginPayloadSchema,
        responses: { 200: ProfileSchema },
        errors: [400, 401, 403, 404, 429],
      }),
    },
    async (request) => {
      const token = await requireToken(ctx, request);
      const payload = parseWith(LoginPayloadSchema, request.body);
      if (payload.uid !== token.uid) throw forbidden('The uid does not match the signed-in account');
      const [user] = await ctx.db.select().from(users).where(eq(users.uid, payload.uid)).limit(1);
      if (!user) throw notFound('User not found');
      return toProfile(user);
    },
  );
}
