import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { LogOut } from 'lucide-react'
import * as React from 'react'
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
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  const goHome = async () => {
    await queryClient.invalidateQueries({ queryKey: orgKeys.teamList() })
    await navigate({ to: '/home', replace: true })
    queryClient.removeQueries({ queryKey: orgKeys.bySlug(organization.slug) })
  }

  return (
    <SettingsSection id="danger-zone" title="Danger zone">
      <div className="grid gap-4">
        <LeaveTeamCard organization={organization} onLeft={goHome} />
        {organization.permissions.canDelete ? (
          <ConfirmDelete
            title="Delete this team"
            description={`Deleting ${organization.name} removes its projects, members and invitations for everyone. This cannot be undone.`}
            confirmText={organization.slug}
            buttonLabel="Delete team"
            onConfirm={async () => {
              try {
                dataOrThrow(
                  await authClient.organization.delete({ organizationId: organization.id }),
                  'Could not delete the team',
                )
                toast.success(`${organization.name} was deleted`)
                await goHome()
              } catch (error) {
                toast.error(messageOf(error, 'Could not delete the team'))
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
  const [confirming, setConfirming] = React.useState(false)
  return (
    <Card className="flex flex-wrap items-center gap-4 p-6">
      <div className="min-w-0 flex-1 basis-60">
        <h3 className="font-semibold">Leave this team</h3>
        <p className="mt-1 text-sm text-muted-foreground">
          You will lose access to its private projects. A team always keeps at least one owner.
        </p>
      </div>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        <LogOut aria-hidden /> Leave team
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Leave ${organization.name}?`}
        description="To come back, someone in the team will have to invite you again."
        confirmLabel="Leave team"
        pendingLabel="Leaving…"
        onConfirm={async () => {
          try {
            dataOrThrow(
              await authClient.organization.leave({ organizationId: organization.id }),
              'Could not leave the team',
            )
            setConfirming(false)
            toast.success(`You left ${organization.name}`)
            await onLeft()
          } catch (error) {
            setConfirming(false)
            toast.error(messageOf(error, 'Could not leave the team'))
          }
        }}
      />
    </Card>
  )
}
