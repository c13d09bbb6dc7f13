import { useEffect, useState, type FormEvent } from 'react';
import { Bookmark, Trash2 } from 'lucide-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedView, ViewList, ViewQuery } from '@food-admin/api-client';
import { apiKey, apiQuery } from '@food-admin/api-client/query';
import { Badge, Banner, Button, Checkbox, FormField, IconButton, Input, Modal } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/lists';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { useAuth } from '@/lib/auth/auth-context';
import { useReaches } from '@/lib/auth/grants';
import type { ListSearch } from './list-search';

/**
 * The URL's view as a saved view's query: page and the view link left out, list values as texts
 * (the list's URL schema reads 'true' and '5' back into their types when the view is opened).
 */
export function viewQueryOf(search: ListSearch): ViewQuery {
  const query: ViewQuery = {};
  for (const [key, value] of Object.entries(search)) {
    if (key === 'page' || key === 'view' || value === undefined) continue;
    if (Array.isArray(value)) query[key] = value.map(String);
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      query[key] = value;
  }
  return query;
}

type SavedViewsProps = {
  list: ViewList;
  search: ListSearch;
  /** Shows a view: the list's URL becomes the view's query (validated by the route as any URL). */
  onOpen: (query: ListSearch) => void;
};

/**
 * "Views": the signed-in user's saved views of this list and the shared ones, to open, delete
 * (own ones) or add from the current view (docs/requirements.md#req-lists-view). A view also has
 * a link, `?view=<id>`, which opens it once the views have loaded.
 */
export function SavedViews({ list, search, onOpen }: SavedViewsProps) {
  const texts = useApiTexts();
  const api = useApi();
  const auth = useAuth();
  const t = useT(messages);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const views = useQuery(apiQuery(api, 'views.list', { query: { list } }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKey('views') });
  const create = useMutation({
    mutationFn: () => api.views.create({ body: { list, name, query: viewQueryOf(search), shared } }),
    onSuccess: async () => {
      setName('');
      setShared(false);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (view: SavedView) => api.views.remove({ params: { id: view.id } }),
    onSuccess: refresh,
  });
  // Sharing a view with everyone is the platform's (the server asks platform.manage).
  const shares = useReaches()('platform.manage');
  const ownId = auth.profile?.id;

  // A view link (`?view=12`) opens the view as soon as it is known.
  const linked =
    typeof search.view === 'number' ? views.data?.find((view) => view.id === search.view) : undefined;
  useEffect(() => {
    if (linked) onOpen(linked.query as ListSearch);
  }, [linked, onOpen]);
  const missingLink = typeof search.view === 'number' && views.isSuccess && linked === undefined;

  const save = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };

  return (
    <>
      {missingLink ? <Banner tone="warning">{t('lists.views.missing')}</Banner> : null}
      <Button
        variant="outline"
        leadingIcon={<Bookmark size={16} aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        {t('lists.views.button')}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('lists.views.title')}
        description={t('lists.views.description')}
      >
        {views.isError ? <Banner tone="warning">{texts.error(views.error)}</Banner> : null}
        {views.data && views.data.length === 0 ? (
          <p className="saved-views__empty">{t('lists.views.empty')}</p>
        ) : null}
        {views.data && views.data.length > 0 ? (
          <ul className="saved-views" aria-label={t('lists.views.title')}>
            {views.data.map((view) => (
              <li key={view.id} className="saved-views__item">
                <Button
                  variant="ghost"
                  onClick={() => {
                    onOpen(view.query as ListSearch);
                    setOpen(false);
                  }}
                >
                  {view.name}
                </Button>
                {view.shared ? <Badge>{t('lists.views.shared')}</Badge> : null}
                {view.ownerId === ownId ? (
                  <IconButton
                    label={t('lists.views.delete', { name: view.name })}
                    icon={<Trash2 size={16} />}
                    variant="ghost"
                    onClick={() => remove.mutate(view)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        <form onSubmit={save} className="saved-views__form">
          <FormField
            label={t('lists.views.name')}
            error={create.error ? texts.error(create.error) : undefined}
          >
            <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={80} />
          </FormField>
          {shares ? (
            <Checkbox label={t('lists.views.share')} checked={shared} onCheckedChange={setShared} />
          ) : null}
          <Button type="submit" loading={create.isPending} disabled={name.trim() === ''}>
            {t('lists.views.save')}
          </Button>
        </form>
      </Modal>
    </>
  );
}
