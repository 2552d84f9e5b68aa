import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import * as React from 'react'
import { toast } from 'sonner'
import { z } from 'zod'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { FormField } from '~/components/ui/form-field'
import { authKeys, currentUserQuery } from '~/features/auth/auth.queries'
import { usernameSchema } from '~/features/auth/auth.schemas'
import { authClient } from '~/features/auth/auth-client'
import { describeAuthError } from '~/features/auth/auth-error-message'
import { fieldErrorsOf } from '~/lib/form-errors'

const profileSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(100, 'Use at most 100 characters'),
  username: usernameSchema,
})

export function ProfileSettingsPage() {
  const queryClient = useQueryClient()
  const { data: user } = useSuspenseQuery(currentUserQuery())
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [pending, setPending] = React.useState(false)

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = profileSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error))
      return
    }
    setErrors({})
    setPending(true)
    try {
      const result = await authClient.updateUser(parsed.data)
      if (result.error) {
        const { message, field } = describeAuthError(result.error)
        if (field) setErrors({ [field]: message })
        toast.error(message)
        return
      }
      await queryClient.invalidateQueries({ queryKey: authKeys.all })
      toast.success('Profile saved')
    } catch {
      toast.error('Could not reach Parley. Check your connection and try again.')
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <p className="text-sm text-muted-foreground">
        <Link to="/settings" className="hover:underline">
          Settings
        </Link>{' '}
        / Profile
      </p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight">Profile</h1>
      <Card className="mt-6 p-6">
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Profile">
          <FormField
            label="Name"
            name="name"
            defaultValue={user?.name}
            autoComplete="name"
            error={errors.name}
          />
          <FormField
            label="Username"
            name="username"
            defaultValue={user?.username ?? ''}
            autoCapitalize="none"
            spellCheck={false}
            error={errors.username}
            hint={<span className="text-xs text-muted-foreground">Your public page: /profile/username</span>}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : 'Save profile'}
            </Button>
            {user?.username ? (
              <Button variant="link" asChild>
                <Link to="/profile/$username" params={{ username: user.username }}>
                  View public profile
                </Link>
              </Button>
            ) : null}
          </div>
        </form>
      </Card>
    </div>
  )
}
