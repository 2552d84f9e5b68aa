import { useSuspenseQuery } from '@tanstack/react-query'
import { VenetianMask } from 'lucide-react'
import * as React from 'react'
import { richText, useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { loadAuthClient } from '~/features/auth/load-auth-client'
import { messageOf, orThrow } from '~/lib/auth-result'
import { toast } from '~/lib/toast'
import { impersonationQuery } from '../admin.queries'
import type { Impersonation } from '../admin.server'

// Rendered on the server too (the query streams with the page), so the banner is there from the first paint.
export function ImpersonationNotice({ userId }: { userId: string }) {
  const { data: impersonation } = useSuspenseQuery(impersonationQuery(userId))
  // Its words load only while someone is impersonated, not on every signed-in page.
  return impersonation ? <ImpersonationBar impersonation={impersonation} /> : null
}

function ImpersonationBar({ impersonation }: { impersonation: Impersonation }) {
  const t = useT('admin')
  const errorText = useErrorText()
  const [pending, setPending] = React.useState(false)

  const stop = async () => {
    setPending(true)
    try {
      const authClient = await loadAuthClient()
      await orThrow(authClient.admin.stopImpersonating(), t('impersonation.stopFailed'))
      // Back to the admin's own session: reload so that nothing of the other user's stays cached.
      window.location.assign('/admin')
    } catch (error) {
      toast.error(errorText(messageOf(error, t('impersonation.stopFailed'))))
      setPending(false)
    }
  }

  const who = impersonation.user.name || impersonation.user.email
  return (
    <section
      aria-label={t('impersonation.label')}
      className="sticky top-0 z-50 border-b border-amber-600/40 bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p className="flex min-w-0 items-center gap-2">
          <VenetianMask aria-hidden className="size-4 shrink-0" />
          <span className="min-w-0">
            {richText(t('impersonation.notice'), {
              who: <strong className="break-all">{who}</strong>,
              email: impersonation.user.name ? (
                <span className="hidden sm:inline"> ({impersonation.user.email})</span>
              ) : null,
            })}
          </span>
        </p>
        <Button size="sm" variant="banner" disabled={pending} onClick={stop}>
          {pending ? t('impersonation.stopping') : t('impersonation.stop')}
        </Button>
      </div>
    </section>
  )
}
