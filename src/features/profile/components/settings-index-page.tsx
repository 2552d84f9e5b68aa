import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ChevronRight, LogOut, Palette, UserRound } from 'lucide-react'
import type * as React from 'react'
import { useTheme } from '~/components/shell/theme-provider'
import { Card } from '~/components/ui/card'
import { currentUserQuery } from '~/features/auth/auth.queries'
import { cn } from '~/lib/cn'
import { THEME_CHOICES } from '~/lib/theme'

export function SettingsIndexPage() {
  const { data: user } = useSuspenseQuery(currentUserQuery())
  const { choice, setChoice } = useTheme()

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
      <p className="mt-1 text-muted-foreground">
        Signed in as <span className="font-medium text-foreground">{user?.email}</span>
      </p>

      <Card className="mt-6 divide-y divide-border">
        <SettingsLink
          to="/profile/settings"
          icon={<UserRound />}
          title="Profile"
          description="Your name and username"
        />
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
                  'cursor-pointer rounded-md px-3 py-1 text-sm capitalize has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  choice === option ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name="theme"
                  value={option}
                  checked={choice === option}
                  onChange={() => setChoice(option)}
                  className="sr-only"
                />
                {option}
              </label>
            ))}
          </fieldset>
        </div>
        <SettingsLink
          to="/sign-out"
          icon={<LogOut />}
          title="Sign out"
          description="End this session on this device"
        />
      </Card>
    </div>
  )
}

function SettingsLink(props: {
  to: '/profile/settings' | '/sign-out'
  icon: React.ReactNode
  title: string
  description: string
}) {
  return (
    <Link
      to={props.to}
      className="flex items-center gap-4 p-4 hover:bg-muted [&>svg:first-child]:size-5 [&>svg:first-child]:text-muted-foreground"
    >
      {props.icon}
      <div className="min-w-0 flex-1">
        <p className="font-medium">{props.title}</p>
        <p className="text-sm text-muted-foreground">{props.description}</p>
      </div>
      <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
    </Link>
  )
}
