// Loaded on demand by the Firebase provider (see firebase-provider.ts): the account screens'
// password calls stay out of the code the sign-in page loads up front.
import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  updatePassword,
  type Auth,
  type User,
} from 'firebase/auth';

/** Firebase refuses a password change after an old sign-in: reauthenticating first proves it is still the user. */
export async function reauthenticateAndChangePassword(
  user: User,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  if (!user.email)
    throw Object.assign(new Error('auth/invalid-credential'), { code: 'auth/invalid-credential' });
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  await updatePassword(user, newPassword);
  // The change revokes every earlier session, in whole seconds, and the current session's sign-in
  // time is the reauthentication's: when that fell in an earlier second, the server refused this
  // tab's next write as revoked. Signing in again with the new password dates the session after the
  // change.
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, newPassword));
}

export function sendPasswordReset(auth: Auth, email: string): Promise<void> {
  return sendPasswordResetEmail(auth, email);
}
