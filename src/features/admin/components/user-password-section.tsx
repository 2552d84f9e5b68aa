import { z } from 'zod'
import { authOrThrow, Form, SubmitButton, TextField, useZodForm } from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { passwordSchema } from '~/features/auth/auth.schemas'
import { authClient } from '~/features/auth/auth-client'
import { toast } from '~/lib/toast'
import { AdminSection } from './admin-section'

const setUserPasswordSchema = z.object({ newPassword: passwordSchema })

/** Set the user's password (POST /admin/set-user-password); creates a password login when there is none. */
export function UserPasswordSection({ userId }: { userId: string }) {
  const t = useT('admin')
  const form = useZodForm({
    schema: setUserPasswordSchema,
    defaultValues: { newPassword: '' },
    errorMessage: t('password.failed'),
    onSubmit: async ({ newPassword }) => {
      await authOrThrow(authClient.admin.setUserPassword({ userId, newPassword }), {
        password: 'newPassword',
      })
      form.reset()
      toast.success(t('password.done'))
    },
  })

  return (
    <AdminSection id="password" title={t('field.password')} description={t('password.description')}>
      <Form
        form={form}
        aria-label={t('password.submit')}
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
      >
        <TextField name="newPassword" label={t('password.new')} type="password" autoComplete="new-password" />
        <SubmitButton
          variant="outline"
          pendingLabel={t('password.pending')}
          className="justify-self-start sm:mt-[1.375rem]"
        >
          {t('password.submit')}
        </SubmitButton>
      </Form>
    </AdminSection>
  )
}
