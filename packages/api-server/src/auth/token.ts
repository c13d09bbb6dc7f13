import type { FastifyRequest } from 'fastify';
import { refuse, unauthorized, type HttpError } from '../http/errors';
import type { SessionRefusal } from './account-states';
import { firebaseErrorCode } from './firebase-error';
import type { TokenVerifier, VerifiedToken } from './token-verifier';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Rejections the person can act on get their own words; every other one is 'Invalid or expired token'. */
const REJECTION_MESSAGES: Record<string, string> = {
  'auth/user-disabled': 'This account has been disabled',
  'auth/id-token-revoked': 'Your session was revoked. Please sign in again.',
};

/** The request's `Authorization: Bearer` value, if it has one. */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? BEARER.exec(header) : null;
  return match?.[1] || undefined;
}

/** 401 unless the request carries a valid Firebase ID token; 503 when it cannot be checked. */
export async function requireToken(verify: TokenVerifier, request: FastifyRequest): Promise<VerifiedToken> {
  const bearer = bearerOf(request);
  if (bearer === undefined) throw unauthorized('Authentication required');
  try {
    return await verify(bearer);
  } catch (error) {
    const code = firebaseErrorCode(error) ?? 'unknown';
    // The token may be fine: we could not check it (identity service or emulator unreachable).
    if (code.startsWith('app/') || code === 'auth/internal-error') {
      request.log.error({ err: error }, 'token verification unavailable');
      throw refuse('AUTH_UNAVAILABLE');
    }
    request.log.info({ reason: code }, 'token rejected');
    throw unauthorized(REJECTION_MESSAGES[code] ?? 'Invalid or expired token');
  }
}

/** The 401 for a session that account_states refuses (auth/account-states.ts). */
export function sessionRefused(request: FastifyRequest, code: SessionRefusal): HttpError {
  request.log.info({ reason: code }, 'session refused');
  return unauthorized(REJECTION_MESSAGES[code] ?? 'Invalid or expired token');
}
