import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Clock, Pause, Play } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Restaurant, RestaurantOperations, RestaurantState } from '@food-admin/api-client';
import { Badge, Button, type BadgeTone } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import type { Translate } from '@/i18n/catalog';
import { messages } from '@/i18n/compiled/en/restaurants';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { useCan } from '@/lib/auth/grants';
import { useFormatDateTime } from '@/lib/format-date';
import { notify } from '@/shared/feedback/notify';
import { refreshAfter } from '@/shared/live/change-scope';
import { Panel, PanelBody } from './detail-panel';
import { PAUSE_REASON_TEXTS } from './pause-reasons';
import { restaurantOperationsQuery } from './restaurant-queries';
import './orders-now.css';

type RestaurantsTranslate = Translate<keyof typeof messages>;

// The dialog (the kit's Modal, its form, the contract's pause check) is a chunk of its own, fetched
// when "Pause orders" is first pressed, so the restaurant's page loads none of it.
const PauseDialog = lazy(() => import('./pause-dialog').then((module) => ({ default: module.PauseDialog })));

const STATES = {
  open: { tone: 'success', text: 'restaurants.stateOpen' },
  'closing-soon': { tone: 'warning', text: 'restaurants.stateClosingSoon' },
  closed: { tone: 'neutral', text: 'restaurants.stateClosed' },
  paused: { tone: 'warning', text: 'restaurants.statePaused' },
  inactive: { tone: 'neutral', text: 'restaurants.stateInactive' },
  'no-menu': { tone: 'danger', text: 'restaurants.stateNoMenu' },
} as const satisfies Record<RestaurantState, { tone: BadgeTone; text: keyof typeof messages }>;

/** What the state means now, in a sentence: until when, since when, why. */
function summaryOf(operations: RestaurantOperations, t: RestaurantsTranslate, time: (iso: string) => string) {
  const { availability, rules } = operations;
  const opens = availability.opensAt
    ? t('restaurants.opensAt', { time: time(availability.opensAt) })
    : t('restaurants.noOpeningAhead');
  switch (availability.state) {
    case 'open':
      return availability.lastOrderAt
        ? t('restaurants.takesOrdersUntil', { time: time(availability.lastOrderAt) })
        : t('restaurants.aroundTheClock');
    case 'closing-soon':
      return t('restaurants.lastOrdersAt', { time: time(availability.lastOrderAt ?? '') });
    case 'paused': {
      const pause = rules.pause;
      const reason = pause ? t(PAUSE_REASON_TEXTS[pause.reason]) : '';
      const until = t('restaurants.pausedUntil', { time: time(availability.pausedUntil ?? '') });
      const by = pause?.pausedBy ? ` ${t('restaurants.pausedBy', { name: pause.pausedBy.name })}` : '';
      return `${until} (${reason})${by}. ${pause?.note ? `${pause.note}. ` : ''}`.trim();
    }
    case 'closed':
      if (availability.reason === 'closure')
        return `${t('restaurants.closedFor', { reason: availability.closureReason ?? '' })}. ${opens}`;
      if (availability.reason === 'last-order-passed')
        return `${t('restaurants.lastOrdersPassed', { time: time(availability.lastOrderAt ?? '') })}. ${opens}`;
      return opens;
    case 'inactive':
      return t('restaurants.inactiveNoOrders');
    case 'no-menu':
      return t('restaurants.noMenuNoOrders');
  }
}

/**
 * "Orders now" on a restaurant's page (docs/requirements.md#req-operations): whether it takes orders,
 * until when or from when, and why not; an admin or its owner pauses it (with a reason and an end)
 * and resumes it. Live: any change to the restaurant, here or elsewhere, refreshes it.
 */
export function OrdersNowPanel({ restaurant }: { restaurant: Restaurant }) {
  const api = useApi();
  const t = useT(messages);
  const texts = useApiTexts();
  const time = useFormatDateTime();
  const queryClient = useQueryClient();
  const operations = useQuery(restaurantOperationsQuery(api, restaurant.id));
  const [pausing, setPausing] = useState(false);
  // Mounted from the first "Pause orders" on, so closing keeps its chunk loaded.
  const [wanted, setWanted] = useState(false);
  const mayChange = useCan()('restaurants.pause', { id: restaurant.id, ownerId: restaurant.ownerId ?? null });

  const saved = async (answer: RestaurantOperations) => {
    queryClient.setQueryData(restaurantOperationsQuery(api, restaurant.id).queryKey, answer);
    await refreshAfter(queryClient, {
      kind: 'restaurant',
      action: 'update',
      recordId: restaurant.id,
      version: answer.version,
    });
  };
  const resume = useMutation({
    mutationFn: () => api.restaurants.resume({ params: { id: restaurant.id } }),
    onSuccess: async (answer) => {
      notify.success(t('restaurants.resumed', { name: restaurant.name }));
      await saved(answer);
    },
    onError: (error) => notify.error(t('restaurants.resumeFailed'), { description: texts.error(error) }),
  });

  const data = operations.data;
  return (
    <Panel id="restaurant-orders-now-title" title={t('restaurants.ordersNow')}>
      <PanelBody query={operations} rows={data ? [data] : undefined} empty="">
        {([now]) =>
          now ? (
            <div className="orders-now">
              <p className="orders-now__state">
                <Badge tone={STATES[now.availability.state].tone}>
                  {t(STATES[now.availability.state].text)}
                </Badge>
                <span>{summaryOf(now, t, time)}</span>
              </p>
              {mayChange && now.availability.state === 'paused' ? (
                <Button
                  variant="outline"
                  size="sm"
                  leadingIcon={<Play size={16} aria-hidden="true" />}
                  loading={resume.isPending}
                  onClick={() => resume.mutate()}
                >
                  {t('restaurants.resume')}
                </Button>
              ) : null}
              {mayChange && now.availability.state !== 'paused' ? (
                <Button
                  variant="outline"
                  size="sm"
                  leadingIcon={<Pause size={16} aria-hidden="true" />}
                  onClick={() => {
                    setWanted(true);
                    setPausing(true);
                  }}
                >
                  {t('restaurants.pause')}
                </Button>
              ) : null}
              {mayChange ? (
                <Button
                  asChild
                  variant="ghost"
                  size="sm"
                  leadingIcon={<Clock size={16} aria-hidden="true" />}
                >
                  <Link to="/admin/restaurants/$id/hours" params={{ id: restaurant.id }}>
                    {t('restaurants.hours')}
                  </Link>
                </Button>
              ) : null}
            </div>
          ) : null
        }
      </PanelBody>
      {wanted ? (
        <Suspense fallback={null}>
          <PauseDialog
            restaurant={restaurant}
            timeZone={data?.rules.timeZone ?? 'UTC'}
            open={pausing}
            onClose={() => setPausing(false)}
            onPaused={async (answer) => {
              notify.success(
                t('restaurants.pausedDone', {
                  name: restaurant.name,
                  time: time(answer.availability.pausedUntil ?? ''),
                }),
              );
              await saved(answer);
            }}
          />
        </Suspense>
      ) : null}
    </Panel>
  );
}
