/** firebase-admin's error code (`auth/user-not-found`, `app/network-error`, ...), if the error has one. */
export function firebaseErrorCode(error: unknown): string | undefined {
  const info = (error ?? {}) as { errorInfo?: { code?: unknown }; code?: unknown };
  const code = info.errorInfo?.code ?? info.code;
  return typeof code === 'string' ? code : undefined;
}
