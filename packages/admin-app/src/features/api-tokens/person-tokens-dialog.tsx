import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@food-admin/api-client';
import { Banner, Modal, Skeleton } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/apiTokens';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { userApiTokensQuery } from './api-token-queries';
import { TokenList } from './token-list';
import './api-tokens.css';

/** Whose tokens the dialog shows: a row of the Users list (the name as the page writes it). */
export type TokensPerson = { id: number; name: string };

type PersonTokensDialogProps = {
  /** The person whose tokens are open; null when the dialog is closed. */
  person: TokensPerson | null;
  onClose: () => void;
};

/**
 * A person's API tokens (docs/api.md#api-tokens), opened from their details on the Users page by
 * whoever holds users.manage platform-wide: the same table as the person's own page, with Revoke on
 * each live token (a script that uses it is refused from its next call). Nobody makes a token for
 * someone else.
 */
export function PersonTokensDialog({ person, onClose }: PersonTokensDialogProps) {
  const t = useT(messages);
  return (
    <Modal
      open={person !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={person ? t('apiTokens.ofUser.title', { name: person.name }) : ''}
      description={t('apiTokens.ofUser.hint')}
      size="lg"
    >
      {person ? <PersonTokens person={person} /> : null}
    </Modal>
  );
}

function PersonTokens({ person }: { person: TokensPerson }) {
  const api = useApi();
  const t = useT(messages);
  const texts = useApiTexts();
  const tokens = useQuery(userApiTokensQuery(api, person.id));
  if (tokens.isPending)
    return (
      <div
        className="api-tokens__loading"
        role="status"
        aria-busy="true"
        aria-label={t('apiTokens.ofUser.loading')}
      >
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" />
      </div>
    );
  if (tokens.isError) {
    // No such person (404), or no right to see them (403): trying again cannot help.
    const final = isApiError(tokens.error) && (tokens.error.status === 404 || tokens.error.status === 403);
    return (
      <Banner tone="error" onRetry={final ? undefined : () => void tokens.refetch()}>
        {texts.error(tokens.error)}
      </Banner>
    );
  }
  if (tokens.data.length === 0) return <p className="api-tokens__note">{t('apiTokens.ofUser.empty')}</p>;
  return (
    <TokenList
      tokens={tokens.data}
      owner={{ kind: 'user', userId: person.id }}
      name={{ label: t('apiTokens.ofUser.title', { name: person.name }) }}
    />
  );
}
