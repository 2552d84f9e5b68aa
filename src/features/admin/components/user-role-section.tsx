import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { NativeSelect } from '~/components/ui/native-select'
import { authClient } from '~/features/auth/auth-client'
import { messageOf, orThrow } from '~/lib/auth-result'
import { adminKeys } from '../admin.queries'
import type { AdminUser } from '../admin-user'
import { AdminSection } from './admin-section'
import { RoleBadges, rolesOf } from './role-badges'

const choices = [
  { value: 'user', label: 'User', roles: ['user'] },
  { value: 'admin', label: 'Admin', roles: ['admin'] },
  { value: 'user,admin', label: 'User and admin', roles: ['user', 'admin'] },
] as const

/** Set the user's role (POST /admin/set-role); a comma-separated role list grants what any of its roles does. */
export function UserRoleSection({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient()
  const current = rolesOf(user.role).join(',')
  const known = choices.some((choice) => choice.value === current)
  const [value, setValue] = React.useState(known ? current : '')
  const [pending, setPending] = React.useState(false)

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    const choice = choices.find((option) => option.value === value)
    if (!choice) return
    setPending(true)
    try {
      await orThrow(
        authClient.admin.setRole({ userId: user.id, role: [...choice.roles] }),
        'The role could not be changed.',
      )
      await queryClient.invalidateQueries({ queryKey: adminKeys.users() })
      toast.success(`Role set to ${choice.label.toLowerCase()}`)
    } catch (error) {
      toast.error(messageOf(error, 'The role could not be changed.'))
    } finally {
      setPending(false)
    }
  }

  return (
    <AdminSection
      title="Role"
      description={
        <>
          Currently <RoleBadges role={user.role} />. Admins may manage every user and session.
        </>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-wrap items-center gap-2" aria-label="Set role">
        <NativeSelect
          aria-label="Role"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="min-w-48"
        >
          {known ? null : (
            <option value="" disabled>
              {current} (custom)
            </option>
          )}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" variant="outline" disabled={pending || !value || value === current}>
          {pending ? 'Saving…' : 'Set role'}
        </Button>
      </form>
    </AdminSection>
  )
}
