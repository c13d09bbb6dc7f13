import { useState } from 'react';
import { Banner, Card, Switch } from '@food-admin/ui';
import { useBoardAlertPreferences } from '@/features/dispatch-board';
import { messages } from '@/i18n/compiled/en/settings';
import { useT } from '@/i18n/locale-provider';
import { useAuth } from '@/lib/auth/auth-context';

/** Whether this browser can show system notifications at all. */
const canNotify = () => typeof Notification !== 'undefined';

/**
 * The operations board's sound and system notification for a new or late order
 * (docs/requirements.md#req-dispatch-board): each off until turned on, for this person in this
 * browser, heard and shown only while the board is open. Turning notifications on asks the
 * browser's permission; a refusal leaves the switch off and says where to allow them.
 */
export function BoardAlertSettings() {
  const t = useT(messages);
  const { profile } = useAuth();
  const [preferences, update] = useBoardAlertPreferences(profile?.id);
  const [blocked, setBlocked] = useState(false);
  const setNotifications = async (on: boolean) => {
    if (!on) return update({ notifications: false });
    const permission =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    setBlocked(permission !== 'granted');
    update({ notifications: permission === 'granted' });
  };
  return (
    <Card className="settings-card" padding="lg">
      <h2 className="settings-card__title">{t('settings.board')}</h2>
      <Switch
        checked={preferences.sound}
        onCheckedChange={(sound) => update({ sound })}
        label={t('settings.boardSound')}
        description={t('settings.boardHint')}
      />
      {canNotify() ? (
        <Switch
          checked={preferences.notifications}
          onCheckedChange={(on) => void setNotifications(on)}
          label={t('settings.boardNotifications')}
          description={t('settings.boardHint')}
        />
      ) : null}
      {blocked ? <Banner tone="warning">{t('settings.boardNotificationsBlocked')}</Banner> : null}
    </Card>
  );
}
