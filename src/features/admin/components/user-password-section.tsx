import { z } from 'zod'
import { authOrThrow, Form, SubmitButton, TextField, useZodForm } from '~/components/form'
import { passwordSchema } from '~/features/auth/auth.schemas'
import { authClient } from '~/features/auth/auth-client'
import { toast } from '~/lib/toast'
import { AdminSection } from './admin-section'

const setUserPasswordSchema = z.object({ newPassword: passwordSchema })

/** Set the user's password (POST /admin/set-user-password); creates a password login when there is none. */
export function UserPasswordSection({ userId }: { userId: string }) {
  const form = useZodForm({
    schema: setUserPasswordSchema,
    defaultValues: { newPassword: '' },
    errorMessage: 'The password could not be set.',
    onSubmit: async ({ newPassword }) => {
      await authOrThrow(authClient.admin.setUserPassword({ userId, newPassword }), {
        password: 'newPassword',
      })
      form.reset()
      toast.success('Password set')
    },
  })

  return (
    <AdminSection
      title="Password"
      description="Set a new password for this user. Tell them through a safe channel."
    >
      <Form
        form={form}
        aria-label="Set password"
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
      >
        <TextField name="newPassword" label="New password" type="password" autoComplete="new-password" />
        <SubmitButton
          variant="outline"
          pendingLabel="Setting…"
          className="justify-self-start sm:mt-[1.375rem]"
        >
          Set password
        </SubmitButton>
      </Form>
    </AdminSection>
  )
}
