import { Link } from '@tanstack/react-router';
import type { Role } from '@food-admin/api-client';
import { Button, EmptyState, PageLayout } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/access';
import { useT } from '@/i18n/locale-provider';

export function NotAllowedScreen({ role }: { role: Role | null }) {
  const t = useT(messages);
  return (
    <PageLayout title={t('access.title')}>
      <EmptyState
        title={t('access.heading')}
        description={role ? t('access.withRole', { role }) : t('access.noRole')}
        action={
          <Button asChild>
            <Link to="/welcome">{t('access.toWelcome')}</Link>
          </Button>
        }
      />
    </PageLayout>
  );
}
