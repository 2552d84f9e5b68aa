import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { z } from 'zod'
import { authOrThrow, Form, SelectField, SubmitButton, TextField, useZodForm } from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { passwordSchema } from '~/features/auth/auth.schemas'
import { authClient } from '~/features/auth/auth-client'
import { toast } from '~/lib/toast'
import { adminKeys } from '../admin.queries'

const createUserSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(100, 'Use at most 100 characters'),
  email: z.email('Enter a valid email address').trim().toLowerCase(),
  password: z.union([z.literal(''), passwordSchema]),
  role: z.enum(['user', 'admin']),
})

/** Create a user (Better Auth's POST /admin/create-user), with or without a password. */
export function CreateUserPage() {
  const t = useT('admin')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useZodForm({
    schema: createUserSchema,
    defaultValues: { name: '', email: '', password: '', role: 'user' },
    onSubmit: async ({ name, email, password, role }) => {
      const created = await authOrThrow(
        authClient.admin.createUser({ name, email, role, ...(password ? { password } : {}) }),
      )
      await queryClient.invalidateQueries({ queryKey: adminKeys.users() })
      toast.success(t('create.done', { name }))
      await navigate({ to: '/admin/users/$userId', params: { userId: created.user.id } })
    },
  })

  return (
    <div className="grid max-w-xl gap-4">
      <h2 className="text-xl font-semibold tracking-tight">{t('create.title')}</h2>
      <Card className="p-4 sm:p-6">
        <Form form={form} aria-label={t('create.title')} className="grid gap-4">
          <TextField name="name" label={t('field.name')} autoComplete="off" />
          <TextField name="email" label={t('field.email')} type="email" autoComplete="off" />
          <TextField
            name="password"
            label={t('field.password')}
            type="password"
            autoComplete="new-password"
            hint={<span className="text-xs text-muted-foreground">{t('create.optional')}</span>}
            description={t('create.passwordHint')}
          />
          <SelectField name="role" label={t('field.role')}>
            <option value="user">{t('role.user')}</option>
            <option value="admin">{t('role.admin')}</option>
          </SelectField>
          <div className="flex flex-wrap gap-2">
            <SubmitButton pendingLabel={t('create.pending')}>{t('create.title')}</SubmitButton>
            <Button variant="ghost" asChild>
              <Link to="/admin">{t('create.cancel')}</Link>
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  )
}
