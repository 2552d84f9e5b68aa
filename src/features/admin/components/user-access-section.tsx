import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trash2, VenetianMask } from 'lucide-react'
import * as React from 'react'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { authClient } from '~/features/auth/auth-client'
import { dropFromCache } from '~/features/live/drop-from-cache'
import { messageOf, orThrow } from '~/lib/auth-result'
import { toast } from '~/lib/toast'
import { adminKeys, type UserListPage } from '../admin.queries'
import type { AdminUser } from '../admin-user'
import { AdminSection } from './admin-section'
import { rolesOf } from './role-badges'

/** Impersonate (POST /admin/impersonate-user) and delete (POST /admin/remove-user). */
export function UserAccessSection({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [impersonating, setImpersonating] = React.useState(false)
  const [confirmDelete, setConfirmDelete] = React.useState(false)
  const label = user.name || user.email
  const targetIsAdmin = rolesOf(user.role).includes('admin')

  const impersonate = async () => {
    setImpersonating(true)
    try {
      await orThrow(authClient.admin.impersonateUser({ userId: user.id }), 'Impersonation failed.')
      // Another person's session: start from a clean page, with nothing cached from the admin's.
      window.location.assign('/home')
    } catch (error) {
      toast.error(messageOf(error, 'Impersonation failed.'))
      setImpersonating(false)
    }
  }

  const remove = async () => {
    try {
      await orThrow(authClient.admin.removeUser({ userId: user.id }), 'The user could not be deleted.')
      queryClient.removeQueries({ queryKey: adminKeys.user(user.id) })
      await dropFromCache<UserListPage>(queryClient, adminKeys.userLists(), (page) => {
        const users = page.users.filter((entry) => entry.id !== user.id)
        // Only a search that listed them counts one fewer (the refetch corrects the other pages' totals).
        return { ...page, users, total: page.total - (page.users.length - users.length) }
      })
      await queryClient.invalidateQueries({ queryKey: adminKeys.users() })
      toast.success(`${label} was deleted`)
      setConfirmDelete(false)
      await navigate({ to: '/admin' })
    } catch (error) {
      toast.error(messageOf(error, 'The user could not be deleted.'))
    }
  }

  return (
    <>
      <AdminSection
        title="Impersonate"
        description="Use Parley as this user sees it, for up to an hour. A banner on every page lets you stop."
      >
        {isSelf ? (
          <p className="text-sm text-muted-foreground">This is you.</p>
        ) : targetIsAdmin ? (
          <p className="text-sm text-muted-foreground">Admins cannot be impersonated.</p>
        ) : user.banned ? (
          <p className="text-sm text-muted-foreground">
            Banned users cannot be impersonated; unban them first.
          </p>
        ) : (
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={impersonating}
            onClick={impersonate}
          >
            <VenetianMask aria-hidden />
            {impersonating ? 'Starting…' : `Impersonate ${label}`}
          </Button>
        )}
      </AdminSection>

      <AdminSection
        title="Delete user"
        description="Deletes the user, their sessions and linked logins. This cannot be undone."
        danger
      >
        {isSelf ? (
          <p className="text-sm text-muted-foreground">
            You cannot delete yourself here; use Settings → Delete account.
          </p>
        ) : (
          <Button variant="destructive" className="justify-self-start" onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden /> Delete user
          </Button>
        )}
      </AdminSection>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${label}?`}
        description={
          <>
            <strong className="text-foreground">{user.email}</strong> will be removed with all their sessions
            and linked logins. Organisations they belong to lose them as a member.
          </>
        }
        confirmLabel="Delete user"
        pendingLabel="Deleting…"
        onConfirm={remove}
      />
    </>
  )
}
