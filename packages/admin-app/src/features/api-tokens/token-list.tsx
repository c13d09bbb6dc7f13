import { Ban } from 'lucide-react';
import type { ApiToken } from '@food-admin/api-client';
import { Badge, Button, ConfirmDialog, isolatedText, Ltr, ltrText, useKitStrings } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/apiTokens';
import { useT } from '@/i18n/locale-provider';
import { useFormatDateTime } from '@/lib/format-date';
import { useDeleteConfirm } from '@/shared/lists/use-delete-confirm';
import { useRevokeApiToken, type TokenOwner } from './api-token-mutations';
import {
  daysLeftIfExpiring,
  inCatalogueOrder,
  STATE_TEXTS,
  STATE_TONES,
  useListFormat,
  usePermissionTexts,
} from './token-texts';
import './api-tokens.css';

type TokenListProps = {
  /** The tokens, newest first, as the API answers them. */
  tokens: readonly ApiToken[];
  /** Whose they are: the signed-in person's (the API tokens page), or a person's (their admin's dialog). */
  owner: TokenOwner;
  /** What names the table: the id of the heading above it, or a name of its own. */
  name: { labelledBy: string } | { label: string };
};

/**
 * A person's tokens as a table: each one's name and the start of its secret, its permissions, when it
 * was made, when it expires (flagged within a week of it), when a call last used it, and its state.
 * A live token has Revoke, which asks first; the confirmation shows a refusal. In a narrow box (a
 * phone, the Users page's dialog) each row becomes a small card (api-tokens.css).
 */
export function TokenList({ tokens, owner, name }: TokenListProps) {
  const t = useT(messages);
  const revoke = useRevokeApiToken(owner);
  const confirmRevoke = useDeleteConfirm(
    (token: ApiToken) => revoke.mutateAsync(token),
    (token) => t('apiTokens.revokeMessage', { name: isolatedText(token.name) }),
  );
  const now = Date.now();
  const columns = [
    t('apiTokens.column.name'),
    t('apiTokens.column.scopes'),
    t('apiTokens.column.created'),
    t('apiTokens.column.expires'),
    t('apiTokens.column.lastUsed'),
    t('apiTokens.column.state'),
  ];
  return (
    <div className="token-list">
      <table
        className="token-table"
        {...('label' in name ? { 'aria-label': name.label } : { 'aria-labelledby': name.labelledBy })}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="fa-visually-hidden">{t('apiTokens.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <TokenRow
              key={token.id}
              token={token}
              now={now}
              onRevoke={token.state === 'ACTIVE' ? () => confirmRevoke.ask(token) : undefined}
            />
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        {...confirmRevoke.dialog}
        title={t('apiTokens.revokeTitle')}
        confirmLabel={t('apiTokens.revoke')}
      />
    </div>
  );
}

function TokenRow({ token, now, onRevoke }: { token: ApiToken; now: number; onRevoke?: () => void }) {
  const t = useT(messages);
  const formatDateTime = useFormatDateTime();
  const { formatRelativeTime } = useKitStrings();
  const daysLeft = daysLeftIfExpiring(token, now);
  return (
    <tr className={token.state === 'ACTIVE' ? undefined : 'token-table__ended'}>
      <th scope="row" className="token-table__name">
        <span className="token-table__title">{token.name}</span>
        <span className="token-table__hint">
          <span aria-hidden="true">
            <Ltr>{`${token.hint}…`}</Ltr>
          </span>
          <span className="fa-visually-hidden">
            {t('apiTokens.startsWith', { hint: ltrText(token.hint) })}
          </span>
        </span>
      </th>
      <td className="token-table__scopes">
        <Scopes token={token} />
      </td>
      <td className="token-table__date" data-label={t('apiTokens.column.created')}>
        <time dateTime={token.createdAt}>{formatDateTime(token.createdAt)}</time>
      </td>
      <td className="token-table__date" data-label={t('apiTokens.column.expires')}>
        <span className="token-table__expiry">
          <time dateTime={token.expiresAt}>{formatDateTime(token.expiresAt)}</time>
          {daysLeft === undefined ? null : (
            <Badge tone="warning">{t('apiTokens.expiresSoon', { count: daysLeft })}</Badge>
          )}
        </span>
      </td>
      <td className="token-table__used" data-label={t('apiTokens.column.lastUsed')}>
        {token.lastUsedAt ? (
          <time dateTime={token.lastUsedAt} title={formatDateTime(token.lastUsedAt)}>
            {formatRelativeTime(token.lastUsedAt, now)}
          </time>
        ) : (
          t('apiTokens.neverUsed')
        )}
      </td>
      <td className="token-table__state">
        <Badge tone={STATE_TONES[token.state]}>{t(STATE_TEXTS[token.state])}</Badge>
      </td>
      <td className="token-table__actions">
        {onRevoke ? (
          <Button
            size="sm"
            variant="ghost"
            leadingIcon={<Ban size={14} aria-hidden="true" />}
            aria-label={t('apiTokens.revokeToken', { name: token.name })}
            onClick={onRevoke}
          >
            {t('apiTokens.revoke')}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * A token's permissions: one or two by name; more as the first and a count, with every name for
 * screen readers and in the tooltip.
 */
function Scopes({ token }: { token: ApiToken }) {
  const t = useT(messages);
  const { name } = usePermissionTexts();
  const list = useListFormat();
  const names = inCatalogueOrder(token.scopes).map(name);
  const [first = ''] = names;
  const all = list(names);
  if (names.length <= 2) return <>{all}</>;
  return (
    <span title={all}>
      <span aria-hidden="true">{t('apiTokens.scopesMore', { first, count: names.length - 1 })}</span>
      <span className="fa-visually-hidden">{all}</span>
    </span>
  );
}
