import { activityMessage, ROLES, type Role } from '@food-admin/api-client';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { UserRow } from '../db/rows';
import { users } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { insertActivity } from '../modules/activity/activity.repository';
import {
  findUserById,
  lockAdminSet,
  otherAdminsExist,
  updateUserRole,
} from '../modules/users/users.repository';

/** What the feed and the history name as the author of a change made with `npm run admin`. */
export const COMMAND_LINE_ACTOR = 'Command line (npm run admin)';

/** A refusal the operator can act on: printed as one line, exit code 1. */
export class AdminCommandError extends Error {}

export type AdminCommand =
  | { action: 'grant'; email: string }
  /** `to`: the role the account keeps (CUSTOMER unless said). */
  | { action: 'revoke'; email: string; to: Exclude<Role, 'ADMIN'> };

export type AdminCommandResult = { user: UserRow; from: Role; changed: boolean };

/**
 * `npm run admin -- grant <email>` (and `revoke`): the first administrator of a new installation,
 * and a way back in when none is left who can use the Users screen (docs/operations.md). The
 * account must exist (signed up in the app), an email matching case-insensitively. The change is
 * made as the Users screen makes it: under the admin-set lock (the last admin is never revoked), and
 * recorded in the activity feed and the user's history, its author the command line.
 */
export async function runAdminCommand(db: Database, command: AdminCommand): Promise<AdminCommandResult> {
  const to: Role = command.action === 'grant' ? 'ADMIN' : command.to;
  return runTransaction(db, async (tx) => {
    await lockAdminSet(tx);
    const [found] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${command.email.trim()})`)
      .limit(1);
    const target = found === undefined ? undefined : await findUserById(tx, found.id, true);
    if (target === undefined) {
      throw new AdminCommandError(
        `No account has the email ${command.email.trim()}: sign up in the app with it first, then run this again.`,
      );
    }
    const becomesAdmin = command.action === 'grant';
    if (becomesAdmin ? target.role === 'ADMIN' : target.role !== 'ADMIN') {
      return { user: target, from: target.role, changed: false };
    }
    if (!becomesAdmin && !(await otherAdminsExist(tx, target.id))) {
      throw new AdminCommandError(
        `${target.email} is the only administrator: grant another account first (npm run admin -- grant <email>).`,
      );
    }
    const updated = await updateUserRole(tx, target.id, to);
    if (updated === undefined) throw new AdminCommandError(`${target.email} was deleted meanwhile.`);
    const message = activityMessage('USER_ROLE_CHANGED', {
      user: updated.email || updated.uid,
      from: target.role,
      to: updated.role,
    });
    await insertActivity(tx, {
      category: 'USER',
      level: 'WARN',
      actionType: 'UPDATE',
      action: message.action,
      code: message.code,
      params: message.params,
      username: COMMAND_LINE_ACTOR,
      userId: null,
    });
    return { user: updated, from: target.role, changed: true };
  });
}

const USAGE = `Usage: npm run admin -- grant <email>
       npm run admin -- revoke <email> [--to CUSTOMER|RESTAURANT|COURIER]`;

/** The command line's words as a command, or an error saying how to write it. */
export function parseAdminCommand(args: readonly string[]): AdminCommand {
  const [action, email, ...rest] = args;
  if ((action !== 'grant' && action !== 'revoke') || email === undefined || email.startsWith('-')) {
    throw new AdminCommandError(USAGE);
  }
  if (action === 'grant') {
    if (rest.length > 0) throw new AdminCommandError(USAGE);
    return { action, email };
  }
  if (rest.length === 0) return { action, email, to: 'CUSTOMER' };
  const [flag, role] = rest;
  const kept = ROLES.filter((candidate): candidate is Exclude<Role, 'ADMIN'> => candidate !== 'ADMIN');
  if (flag !== '--to' || rest.length !== 2 || !kept.includes(role as Exclude<Role, 'ADMIN'>)) {
    throw new AdminCommandError(USAGE);
  }
  return { action, email, to: role as Exclude<Role, 'ADMIN'> };
}
