import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trash2, VenetianMask } from 'lucide-react'
import * as React from 'react'
import { richText, useErrorText, useT } from '~/components/i18n/use-t'
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
  const t = useT('admin')
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [impersonating, setImpersonating] = React.useState(false)
  const [confirmDelete, setConfirmDelete] = React.useState(false)
  const label = user.name || user.email
  const targetIsAdmin = rolesOf(user.role).includes('admin')

  const impersonate = async () => {
    setImpersonating(true)
    try {
      await orThrow(authClient.admin.impersonateUser({ userId: user.id }), t('access.impersonateFailed'))
      // Another person's session: start from a clean page, with nothing cached from the admin's.
      window.location.assign('/home')
    } catch (error) {
      toast.error(errorText(messageOf(error, t('access.impersonateFailed'))))
      setImpersonating(false)
    }
  }

  const remove = async () => {
    try {
      await orThrow(authClient.admin.removeUser({ userId: user.id }), t('access.deleteFailed'))
      queryClient.removeQueries({ queryKey: adminKeys.user(user.id) })
      await dropFromCache<UserListPage>(queryClient, adminKeys.userLists(), (page) => {
        const users = page.users.filter((entry) => entry.id !== user.id)
        // Only a search that listed them counts one fewer (the refetch corrects the other pages' totals).
        return { ...page, users, total: page.total - (page.users.length - users.length) }
      })
      await queryClient.invalidateQueries({ queryKey: adminKeys.users() })
      toast.success(t('access.deleted', { name: label }))
      setConfirmDelete(false)
      await navigate({ to: '/admin' })
    } catch (error) {
      toast.error(errorText(messageOf(error, t('access.deleteFailed'))))
    }
  }

  return (
    <>
      <AdminSection
        id="impersonate"
        title={t('access.impersonateTitle')}
        description={t('access.impersonateDescription')}
      >
        {isSelf ? (
          <p className="text-sm text-muted-foreground">{t('access.isYou')}</p>
        ) : targetIsAdmin ? (
          <p className="text-sm text-muted-foreground">{t('access.adminsNot')}</p>
        ) : user.banned ? (
          <p className="text-sm text-muted-foreground">{t('access.bannedNot')}</p>
        ) : (
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={impersonating}
            onClick={impersonate}
          >
            <VenetianMask aria-hidden />
            {impersonating ? t('access.starting') : t('access.impersonate', { name: label })}
          </Button>
        )}
      </AdminSection>

      <AdminSection
        id="delete-user"
        title={t('access.deleteTitle')}
        description={t('access.deleteDescription')}
        danger
      >
        {isSelf ? (
          <p className="text-sm text-muted-foreground">{t('access.deleteSelf')}</p>
        ) : (
          <Button variant="destructive" className="justify-self-start" onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden /> {t('access.deleteTitle')}
          </Button>
        )}
      </AdminSection>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('access.deleteConfirmTitle', { name: label })}
        description={richText(t('access.deleteConfirmDescription'), {
          email: <strong className="text-foreground">{user.email}</strong>,
        })}
        confirmLabel={t('access.deleteTitle')}
        pendingLabel={t('access.deleting')}
        onConfirm={remove}
      />
    </>
  )
}
