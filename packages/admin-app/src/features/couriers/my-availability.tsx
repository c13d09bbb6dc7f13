import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';
import { Switch } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { notify } from '@/shared/feedback/notify';
import { useApi } from '@/lib/api-context';
import { messages } from '@/i18n/compiled/en/couriers';
import { useT } from '@/i18n/locale-provider';

/** The signed-in courier's own record (their availability). */
export const myCourierQuery = (api: ApiClient, courierId: number) =>
  apiQuery(api, 'admin.courier', { params: { id: courierId } });

/**
 * A courier's own availability switch on "My deliveries" (docs/requirements.md#req-couriers): whether
 * they take deliveries now, as admins see it on the couriers screen. It shows the saved state while
 * the change is on its way, and says so when the server refuses.
 */
export function MyAvailability({ courierId }: { courierId: number }) {
  const texts = useApiTexts();
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  const query = myCourierQuery(api, courierId);
  const courier = useQuery(query);
  const change = useMutation({
    mutationFn: (available: boolean) =>
      api.admin.setCourierAvailability({ params: { id: courierId }, body: { available } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(query.queryKey, saved);
      notify.success(saved.available ? t('couriers.mine.available') : t('couriers.mine.unavailable'));
    },
    onError: (error) => notify.error(t('couriers.mine.failed'), { description: texts.error(error) }),
  });
  return (
    <Switch
      label={t('couriers.mine.label')}
      checked={change.isPending ? change.variables : (courier.data?.available ?? false)}
      disabled={courier.data === undefined || change.isPending}
      onCheckedChange={(available) => change.mutate(available)}
    />
  );
}
