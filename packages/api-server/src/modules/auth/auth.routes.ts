import { activityMessage, contract } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import { notFound, refuse } from '../../http/errors';
import { defineRoute, type Route, type RouteOptions } from '../../http/edge/route';
import { recordActivity } from '../activity/record-activity';
import { toProfile } from '../users/users.mapper';
import { accountWasDeleted, emailTaken, findUserByUid, insertUser } from '../users/users.repository';

/** The body names the account; it must be the signed-in one. */
function assertOwnUid(tokenUid: string, bodyUid: string): void {
  if (bodyUid !== tokenUid) throw refuse('ACCOUNT_MISMATCH', { field: 'uid' });
}

/**
 * The profile's email is the one the identity provider vouches for (the verified token's), never
 * the body's: otherwise anyone could register under someone else's address and lock its owner out.
 * A body that names another address is refused rather than silently corrected.
 */
function emailFromToken(tokenEmail: string | undefined, bodyEmail: string): string {
  const email = tokenEmail?.trim() ?? '';
  if (bodyEmail !== '' && bodyEmail.toLowerCase() !== email.toLowerCase()) {
    throw refuse('ACCOUNT_MISMATCH', { field: 'email' });
  }
  return email;
}

export function authRoutes({ db }: AppContext): Route[] {
  // Register and login share one budget per client address and per account.
  const options: RouteOptions = { rateLimit: 'auth' };

  return [
    defineRoute(
      contract.auth.register,
      async ({ body, token }) => {
        assertOwnUid(token.uid, body.uid);
        const email = emailFromToken(token.email, body.email);
        const created = await db.transaction(async (tx) => {
          if (await findUserByUid(tx, body.uid)) throw refuse('PROFILE_EXISTS');
          // An admin deleted this account's profile: signing up again must not quietly undo that.
          if (await accountWasDeleted(tx, body.uid, email)) throw refuse('ACCOUNT_DELETED');
          if (email !== '' && (await emailTaken(tx, email))) {
            throw refuse('EMAIL_EXISTS');
          }
          const row = await insertUser(tx, {
            uid: body.uid,
            firstName: body.firstName,
            lastName: body.lastName,
            email,
            phone: body.phone ?? null,
            role: 'CUSTOMER',
          });
          await recordActivity(tx, row, {
            category: 'USER',
            actionType: 'REGISTER',
            ...activityMessage('USER_REGISTERED', { user: row.email || row.uid }),
          });
          return row;
        });
        return toProfile(created);
      },
      options,
    ),

    defineRoute(
      contract.auth.login,
      async ({ body, token }) => {
        assertOwnUid(token.uid, body.uid);
        const user = await findUserByUid(db, body.uid);
        // The app registers a Google account that has no profile yet on this 404.
        if (user === undefined) throw notFound('User not found');
        return toProfile(user);
      },
      options,
    ),
  ];
}
