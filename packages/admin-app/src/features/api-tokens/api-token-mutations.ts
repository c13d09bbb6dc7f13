import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, ApiTokenInput } from '@food-admin/api-client';
import { isolatedText } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/apiTokens';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { notify } from '@/shared/feedback/notify';
import { myApiTokensQuery, userApiTokensQuery } from './api-token-queries';

/*
 * The API tokens' writes (docs/api.md#api-tokens): a person makes their own, revokes their own, and
 * whoever holds users.manage revokes anyone's. Each shows its outcome in the list at once, then reads
 * the list again (the server may have forgotten tokens that ended long ago).
 */

/** The key of a token's creation while it runs: the dialog stays open until it settles. */
export const CREATE_API_TOKEN = ['api-tokens', 'create'] as const;

/** Whose tokens a list shows: the signed-in person's, or the person `userId`'s (for an admin). */
export type TokenOwner = { kind: 'mine' } | { kind: 'user'; userId: number };

const listKey = (api: ReturnType<typeof useApi>, owner: TokenOwner) =>
  owner.kind === 'mine' ? myApiTokensQuery(api).queryKey : userApiTokensQuery(api, owner.userId).queryKey;

/**
 * Makes a token of the signed-in person's. Its answer holds the secret, which the dialog shows once:
 * the mutation keeps no copy of it once the dialog stops observing it (gcTime 0), and the list's
 * cache holds the token without it.
 */
export function useCreateApiToken() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CREATE_API_TOKEN,
    mutationFn: (body: ApiTokenInput) => api.apiTokens.create({ body }),
    gcTime: 0,
    onSuccess: ({ token }) => {
      const key = myApiTokensQuery(api).queryKey;
      queryClient.setQueryData<ApiToken[]>(key, (tokens) =>
        tokens ? [token, ...tokens.filter((other) => other.id !== token.id)] : tokens,
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/**
 * Revokes a token (after the confirmation dialog, which shows a refusal): the row says Revoked at
 * once, and a toast names it.
 */
export function useRevokeApiToken(owner: TokenOwner) {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  const key = listKey(api, owner);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return useMutation({
    mutationFn: (token: ApiToken) =>
      owner.kind === 'mine'
        ? api.apiTokens.revoke({ params: { id: token.id } })
        : api.apiTokens.revokeOfUser({ params: { id: owner.userId, tokenId: token.id } }),
    // Gone meanwhile (404: forgotten after it ended): the list shows what there is now.
    onError: () => void refresh(),
    onSuccess: async (_, token) => {
      const revokedAt = new Date().toISOString();
      queryClient.setQueryData<ApiToken[]>(key, (tokens) =>
        tokens?.map((other) =>
          other.id === token.id ? { ...other, state: 'REVOKED' as const, revokedAt } : other,
        ),
      );
      notify.success(t('apiTokens.revoked', { name: isolatedText(token.name) }));
      await refresh();
    },
  });
}
