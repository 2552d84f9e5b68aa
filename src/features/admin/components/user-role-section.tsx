import { useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { authOrThrow, FieldError, Form, SubmitButton, useField, useZodForm } from '~/components/form'
import { richText, useT } from '~/components/i18n/use-t'
import { NativeSelect } from '~/components/ui/native-select'
import { authClient } from '~/features/auth/auth-client'
import { toast } from '~/lib/toast'
import { adminKeys } from '../admin.queries'
import type { AdminUser } from '../admin-user'
import { AdminSection } from './admin-section'
import { RoleBadges, rolesOf } from './role-badges'

const choices = [
  { value: 'user', label: 'role.user', done: 'role.setToUser', roles: ['user'] },
  { value: 'admin', label: 'role.admin', done: 'role.setToAdmin', roles: ['admin'] },
  {
    value: 'user,admin',
    label: 'role.userAndAdmin',
    done: 'role.setToUserAndAdmin',
    roles: ['user', 'admin'],
  },
] as const

const roleSchema = z.object({
  role: z.enum(choices.map((choice) => choice.value) as ['user', 'admin', 'user,admin'], 'Choose a role'),
})

/** Set the user's role (POST /admin/set-role); a comma-separated role list grants what any of its roles does. */
export function UserRoleSection({ user }: { user: AdminUser }) {
  const t = useT('admin')
  const queryClient = useQueryClient()
  const current = rolesOf(user.role).join(',')
  const known = choices.some((choice) => choice.value === current)
  const form = useZodForm({
    schema: roleSchema,
    defaultValues: { role: (known ? current : '') as z.input<typeof roleSchema>['role'] },
    errorMessage: t('role.failed'),
    onSubmit: async ({ role }) => {
      const choice = choices.find((option) => option.value === role)
      if (!choice) return
      await authOrThrow(authClient.admin.setRole({ userId: user.id, role: [...choice.roles] }))
      await queryClient.invalidateQueries({ queryKey: adminKeys.users() })
      toast.success(t(choice.done))
    },
  })
  const value = form.watch('role')

  return (
    <AdminSection
      id="role"
      title={t('field.role')}
      description={richText(t('role.current'), { roles: <RoleBadges role={user.role} /> })}
    >
      <Form form={form} className="flex flex-wrap items-center gap-2" aria-label={t('role.submit')}>
        <RoleSelect current={current} known={known} />
        <SubmitButton
          variant="outline"
          pendingLabel={t('role.saving')}
          disabled={!value || value === current}
        >
          {t('role.submit')}
        </SubmitButton>
      </Form>
    </AdminSection>
  )
}

function RoleSelect({ current, known }: { current: string; known: boolean }) {
  const t = useT('admin')
  const field = useField('role')
  return (
    <>
      <NativeSelect
        aria-label={t('field.role')}
        id={field.inputId}
        defaultValue={field.defaultValue as string}
        className="min-w-48"
        {...field.registration}
        {...field.aria}
      >
        {known ? null : (
          <option value="" disabled>
            {t('role.custom', { role: current })}
          </option>
        )}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {t(choice.label)}
          </option>
        ))}
      </NativeSelect>
      <FieldError id={field.errorId} message={field.error} />
    </>
  )
}
