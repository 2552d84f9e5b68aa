import * as React from 'react'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { passwordSchema } from '~/features/auth/auth.schemas'
import { authClient } from '~/features/auth/auth-client'
import { messageOf, orThrow } from '~/lib/auth-result'
import { AdminSection } from './admin-section'

/** Set the user's password (POST /admin/set-user-password); creates a password login when there is none. */
export function UserPasswordSection({ userId }: { userId: string }) {
  const [error, setError] = React.useState<string>()
  const [pending, setPending] = React.useState(false)

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const parsed = passwordSchema.safeParse(new FormData(form).get('newPassword') ?? '')
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    setPending(true)
    try {
      await orThrow(
        authClient.admin.setUserPassword({ userId, newPassword: parsed.data }),
        'The password could not be set.',
      )
      form.reset()
      toast.success('Password set')
    } catch (caught) {
      toast.error(messageOf(caught, 'The password could not be set.'))
    } finally {
      setPending(false)
    }
  }

  return (
    <AdminSection
      title="Password"
      description="Set a new password for this user. Tell them through a safe channel."
    >
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Set password"
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
      >
        <FormField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          error={error}
        />
        <Button
          type="submit"
          variant="outline"
          disabled={pending}
          className="justify-self-start sm:mt-[1.375rem]"
        >
          {pending ? 'Setting…' : 'Set password'}
        </Button>
      </form>
    </AdminSection>
  )
}
