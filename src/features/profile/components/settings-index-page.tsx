import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { LogOut, Palette, ShieldCheck, UserRound } from 'lucide-react'
import { richText, useT } from '~/components/i18n/use-t'
import { useTheme } from '~/components/shell/theme-provider'
import { Card } from '~/components/ui/card'
import { useReadyControls } from '~/components/ui/use-ready-control'
import { LanguageSetting } from '~/features/account/components/language-setting'
import { siteAdminStatusQuery } from '~/features/admin/admin.queries'
import { currentUserQuery } from '~/features/auth/auth.queries'
import { cn } from '~/lib/cn'
import { THEME_CHOICES } from '~/lib/theme'
import { AccountLinkRows, SettingsRowLink } from './account-links'

export function SettingsIndexPage() {
  const { data: user } = useSuspenseQuery(currentUserQuery())
  const { data: adminStatus } = useQuery(siteAdminStatusQuery(user?.userId ?? null))
  const { choice, setChoice } = useTheme()
  const ready = useReadyControls()
  const t = useT('profile')

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight">{t('settings.title')}</h1>
      <p className="mt-1 text-muted-foreground">
        {richText(t('settings.signedInAs'), {
          email: <span className="font-medium text-foreground">{user?.email}</span>,
        })}
      </p>

      <Card className="mt-6 divide-y divide-border">
        <SettingsRowLink
          href="/profile/settings"
          icon={<UserRound />}
          title={t('settings.profile')}
          description={t('settings.profileHint')}
        />
        <AccountLinkRows />
        {adminStatus?.isAdmin ? (
          <SettingsRowLink
            href="/admin"
            icon={<ShieldCheck />}
            title={t('settings.siteAdmin')}
            description={t('settings.siteAdminHint')}
          />
        ) : null}
        <div className="flex flex-wrap items-center gap-4 p-4">
          <Palette className="size-5 text-muted-foreground" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="font-medium">{t('settings.appearance')}</p>
            <p className="text-sm text-muted-foreground">{t('settings.appearanceHint')}</p>
          </div>
          <fieldset className="flex rounded-lg border border-border p-0.5" aria-label={t('settings.theme')}>
            {THEME_CHOICES.map((option) => (
              <label
                key={option}
                className={cn(
                  'cursor-pointer rounded-md px-3 py-1 text-sm capitalize has-[:disabled]:cursor-progress has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  choice === option ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name="theme"
                  value={option}
                  checked={choice === option}
                  {...ready()}
                  onChange={() => setChoice(option)}
                  className="sr-only"
                />
                {t('settings.themeChoice', { choice: option })}
              </label>
            ))}
          </fieldset>
        </div>
        <LanguageSetting current={user?.language ?? null} />
        <SettingsRowLink
          href="/sign-out"
          icon={<LogOut />}
          title={t('settings.signOut')}
          description={t('settings.signOutHint')}
        />
      </Card>
    </div>
  )
}
