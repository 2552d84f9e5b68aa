import { Link } from '@tanstack/react-router'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { AuthCard, Notice } from './account-layout'

export function AccountDeletedPage() {
  const t = useT('account')
  return (
    <AuthCard title={t('deleted.title')}>
      <div className="mt-4 grid gap-4">
        <Notice tone="success" title={t('deleted.noticeTitle')}>
          <p>{t('deleted.notice')}</p>
        </Notice>
        <Button asChild>
          <Link to="/">{t('deleted.home')}</Link>
        </Button>
      </div>
    </AuthCard>
  )
}
