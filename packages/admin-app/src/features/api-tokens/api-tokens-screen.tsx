import { useId, useState } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { KeyRound, Plus } from 'lucide-react';
import { MAX_API_TOKENS, type ApiClient } from '@food-admin/api-client';
import { Banner, Button, EmptyState, PageLayout, Skeleton } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/apiTokens';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { myApiTokensQuery } from './api-token-queries';
import { prefetch } from '@/lib/prefetch';
import { CreateTokenDialog } from './create-token-dialog';
import { TokenList } from './token-list';
import '@/shared/layout/detail-page.css';
import './api-tokens.css';

/** The page's read, which its route's loader starts as soon as this chunk has loaded. */
export function prefetchApiTokens(queryClient: QueryClient, api: ApiClient): void {
  prefetch(queryClient.ensureQueryData(myApiTokensQuery(api)));
}

/**
 * /api-tokens: the signed-in staff person's personal API tokens (docs/api.md#api-tokens), newest
 * first, live, expired and revoked alike; Create token, whose secret is shown once; Revoke. With no
 * token yet, a note on what one is and the button to make the first.
 */
export function ApiTokensScreen() {
  const api = useApi();
  const t = useT(messages);
  const texts = useApiTexts();
  const tokens = useQuery(myApiTokensQuery(api));
  const [creating, setCreating] = useState(false);
  const headingId = useId();

  const createButton = (
    <Button leadingIcon={<Plus size={16} aria-hidden="true" />} onClick={() => setCreating(true)}>
      {t('apiTokens.create')}
    </Button>
  );
  const empty = tokens.data?.length === 0;
  const active = tokens.data?.filter((token) => token.state === 'ACTIVE').length ?? 0;

  return (
    <PageLayout
      title={t('apiTokens.title')}
      description={t('apiTokens.description')}
      actions={empty ? undefined : createButton}
    >
      {empty ? (
        <EmptyState
          icon={<KeyRound size={28} />}
          title={t('apiTokens.emptyTitle')}
          description={t('apiTokens.emptyDescription')}
          action={createButton}
        />
      ) : (
        <section className="detail-panel api-tokens" aria-labelledby={headingId}>
          <h2 id={headingId} className="detail-panel__title">
            {t('apiTokens.yourTokens')}
          </h2>
          {tokens.isError ? (
            <Banner tone="warning" onRetry={() => void tokens.refetch()}>
              {texts.error(tokens.error)}
            </Banner>
          ) : tokens.isPending ? (
            <div
              className="api-tokens__loading"
              role="status"
              aria-busy="true"
              aria-label={t('apiTokens.loading')}
            >
              <Skeleton height="2.5rem" />
              <Skeleton height="2.5rem" />
              <Skeleton height="2.5rem" />
            </div>
          ) : (
            <>
              <TokenList tokens={tokens.data} owner={{ kind: 'mine' }} name={{ labelledBy: headingId }} />
              <p className="api-tokens__note">
                {t('apiTokens.activeCount', { count: active, max: MAX_API_TOKENS })}
              </p>
            </>
          )}
        </section>
      )}
      <CreateTokenDialog open={creating} onClose={() => setCreating(false)} />
    </PageLayout>
  );
}
