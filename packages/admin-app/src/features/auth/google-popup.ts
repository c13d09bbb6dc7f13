// Loaded on demand by the Google button (see firebase-provider.ts).
import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  signInWithPopup,
  type Auth,
  type User,
} from 'firebase/auth';

export async function signInWithGooglePopup(auth: Auth): Promise<User> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const credential = await signInWithPopup(auth, provider, browserPopupRedirectResolver);
  return credential.user;
}
