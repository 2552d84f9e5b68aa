import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { LogOut, Palette, ShieldCheck, UserRound } from 'lucide-react'
import { useTheme } from '~/components/shell/theme-provider'
import { Card } from '~/components/ui/card'
import { LanguageSetting } from '~/features/account/components/language-setting'
import { siteAdminStatusQuery } from '~/features/admin/admin.queries'
import { currentUserQuery } from '~/features/auth/auth.queries'
import { cn } from '~/lib/cn'
import { readyControl, useHydrated } from '~/lib/hydration'
import { THEME_CHOICES } from '~/lib/theme'
import { accountLinks, SettingsRowLink } from './account-links'

export function SettingsIndexPage() {
  const { data: user } = useSuspenseQuery(currentUserQuery())
  const { data: adminStatus } = useQuery(siteAdminStatusQuery(user?.userId ?? null))
  const { choice, setChoice } = useTheme()
  const hydrated = useHydrated()

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
      <p className="mt-1 text-muted-foreground">
        Signed in as <span className="font-medium text-foreground">{user?.email}</span>
      </p>

      <Card className="mt-6 divide-y divide-border">
        <SettingsRowLink
          href="/profile/settings"
          icon={<UserRound />}
          title="Profile"
          description="Your name, username, bio and picture"
        />
        {accountLinks.map((link) => (
          <SettingsRowLink key={link.href} {...link} />
        ))}
        {adminStatus?.isAdmin ? (
          <SettingsRowLink
            href="/admin"
            icon={<ShieldCheck />}
            title="Site admin"
            description="Users, roles, bans and sessions"
          />
        ) : null}
        <div className="flex flex-wrap items-center gap-4 p-4">
          <Palette className="size-5 text-muted-foreground" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="font-medium">Appearance</p>
            <p className="text-sm text-muted-foreground">Light, dark, or follow your system</p>
          </div>
          <fieldset className="flex rounded-lg border border-border p-0.5" aria-label="Theme">
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
                  {...readyControl(hydrated)}
                  onChange={() => setChoice(option)}
                  className="sr-only"
                />
                {option}
              </label>
            ))}
          </fieldset>
        </div>
        <LanguageSetting current={user?.language ?? null} />
        <SettingsRowLink
          href="/sign-out"
          icon={<LogOut />}
          title="Sign out"
          description="End this session on this device"
        />
      </Card>
    </div>
  )
}
