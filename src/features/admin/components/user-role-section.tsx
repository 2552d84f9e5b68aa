import { useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { authOrThrow, FieldError, Form, SubmitButton, useField, useZodForm } from '~/components/form'
import { NativeSelect } from '~/components/ui/native-select'
import { authClient } from '~/features/auth/auth-client'
import { toast } from '~/lib/toast'
import { adminKeys } from '../admin.queries'
import type { AdminUser } from '../admin-user'
import { AdminSection } from './admin-section'
import { RoleBadges, rolesOf } from './role-badges'

const choices = [
  { value: 'user', label: 'User', roles: ['user'] },
  { value: 'admin', label: 'Admin', roles: ['admin'] },
  { value: 'user,admin', label: 'User and admin', roles: ['user', 'admin'] },
] as const

const roleSchema = z.object({
  role: z.enum(choices.map((choice) => choice.value) as ['user', 'admin', 'user,admin'], 'Choose a role'),
})

/** Set the user's role (POST /admin/set-role); a comma-separated role list grants what any of its roles does. */
export function UserRoleSection({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient()
  const current = rolesOf(user.role).join(',')
  const known = choices.some((choice) => choice.value === current)
  const form = useZodForm({
    schema: roleSchema,
    defaultValues: { role: (known ? current : '') as z.input<typeof roleSchema>['role'] },
    errorMessage: 'The role could not be changed.',
    onSubmit: async ({ role }) => {
      const choice = choices.find((option) => option.value === role)
      if (!choice) return
      await authOrThrow(authClient.admin.setRole({ userId: user.id, role: [...choice.roles] }))
      await queryClient.invalidateQueries({ queryKey: adminKeys.users() })
      toast.success(`Role set to ${choice.label.toLowerCase()}`)
    },
  })
  const value = form.watch('role')

  return (
    <AdminSection
      title="Role"
      description={
        <>
          Currently <RoleBadges role={user.role} />. Admins may manage every user and session.
        </>
      }
    >
      <Form form={form} className="flex flex-wrap items-center gap-2" aria-label="Set role">
        <RoleSelect current={current} known={known} />
        <SubmitButton variant="outline" pendingLabel="Saving…" disabled={!value || value === current}>
          Set role
        </SubmitButton>
      </Form>
    </AdminSection>
  )
}

function RoleSelect({ current, known }: { current: string; known: boolean }) {
  const field = useField('role')
  return (
    <>
      <NativeSelect
        aria-label="Role"
        id={field.inputId}
        defaultValue={field.defaultValue as string}
        className="min-w-48"
        {...field.registration}
        {...field.aria}
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
      <FieldError id={field.errorId} message={field.error} />
    </>
  )
}
