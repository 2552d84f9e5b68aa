import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { LogOut } from 'lucide-react'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDelete } from '~/components/ui/confirm-delete'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { authClient } from '~/features/auth/auth-client'
import { dataOrThrow, messageOf } from '~/lib/auth-result'
import { toast } from '~/lib/toast'
import { orgKeys } from '../../orgs.queries'
import type { OrganizationDetails } from '../../orgs.server'
import { SettingsSection } from './settings-section'

/** Leaving (any member) and deleting (owners only): both end on /home, since this page is gone for them. */
export function DangerZone({ organization }: { organization: OrganizationDetails }) {
  const t = useT('orgs')
  const errorText = useErrorText()
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  const goHome = async () => {
    await queryClient.invalidateQueries({ queryKey: orgKeys.teamList() })
    await navigate({ to: '/home', replace: true })
    queryClient.removeQueries({ queryKey: orgKeys.bySlug(organization.slug) })
  }

  return (
    <SettingsSection id="danger-zone" title={t('settings.dangerZone')}>
      <div className="grid gap-4">
        <LeaveTeamCard organization={organization} onLeft={goHome} />
        {organization.permissions.canDelete ? (
          <ConfirmDelete
            title={t('danger.deleteTitle')}
            description={t('danger.deleteDescription', { team: organization.name })}
            confirmText={organization.slug}
            buttonLabel={t('danger.deleteButton')}
            onConfirm={async () => {
              try {
                dataOrThrow(
                  await authClient.organization.delete({ organizationId: organization.id }),
                  t('danger.deleteFailed'),
                )
                toast.success(t('danger.deleted', { team: organization.name }))
                await goHome()
              } catch (error) {
                toast.error(errorText(messageOf(error, t('danger.deleteFailed'))))
              }
            }}
          />
        ) : null}
      </div>
    </SettingsSection>
  )
}

function LeaveTeamCard({
  organization,
  onLeft,
}: {
  organization: OrganizationDetails
  onLeft: () => Promise<void>
}) {
  const t = useT('orgs')
  const errorText = useErrorText()
  const [confirming, setConfirming] = React.useState(false)
  return (
    <Card className="flex flex-wrap items-center gap-4 p-6">
      <div className="min-w-0 flex-1 basis-60">
        <h3 className="font-semibold">{t('danger.leaveTitle')}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('danger.leaveDescription')}</p>
      </div>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        <LogOut aria-hidden /> {t('danger.leaveButton')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('danger.leaveConfirmTitle', { team: organization.name })}
        description={t('danger.leaveConfirmDescription')}
        confirmLabel={t('danger.leaveButton')}
        pendingLabel={t('danger.leaving')}
        onConfirm={async () => {
          try {
            dataOrThrow(
              await authClient.organization.leave({ organizationId: organization.id }),
              t('danger.leaveFailed'),
            )
            setConfirming(false)
            toast.success(t('danger.left', { team: organization.name }))
            await onLeft()
          } catch (error) {
            setConfirming(false)
            toast.error(errorText(messageOf(error, t('danger.leaveFailed'))))
          }
        }}
      />
    </Card>
  )
}
