import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import * as React from 'react'
import { toast } from 'sonner'
import { z } from 'zod'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { FormField } from '~/components/ui/form-field'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { authKeys } from '~/features/auth/auth.queries'
import { usernameSchema } from '~/features/auth/auth.schemas'
import { authClient } from '~/features/auth/auth-client'
import { describeAuthError } from '~/features/auth/auth-error-message'
import { fieldErrorsOf } from '~/lib/form-errors'
import { BIO_MAX_LENGTH, normalizeBio } from '~/lib/profile-rules'
import { ownProfileQuery, profileKeys } from '../profile.queries'
import { accountLinks, SettingsRowLink } from './account-links'
import { AvatarEditor } from './avatar-editor'

const profileSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(100, 'Use at most 100 characters'),
  username: usernameSchema,
  bio: z
    .string()
    .transform(normalizeBio)
    .pipe(z.string().max(BIO_MAX_LENGTH, `Use at most ${BIO_MAX_LENGTH} characters`)),
})

type UpdateUserBody = Parameters<typeof authClient.updateUser>[0]

export function ProfileSettingsPage() {
  const queryClient = useQueryClient()
  const { data: profile } = useSuspenseQuery(ownProfileQuery())
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [pending, setPending] = React.useState(false)
  const [bioLength, setBioLength] = React.useState((profile.bio ?? '').length)

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
      const { name, username, bio } = parsed.data
      // bio is Parley's additional user field (create-auth.ts); the client's types only know the core ones.
      const fields: UpdateUserBody = { name, username }
      const result = await authClient.updateUser({ ...fields, bio: bio || null } as UpdateUserBody)
      if (result.error) {
        const { message, field } = describeAuthError(result.error)
        if (field) setErrors({ [field]: message })
        toast.error(message)
        return
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: authKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      ])
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
      <p className="mt-1 text-muted-foreground">What others see on your public page.</p>

      <Card className="mt-6 grid gap-6 p-4 sm:p-6">
        <section aria-label="Profile picture">
          <AvatarEditor name={profile.name || profile.username || profile.email} image={profile.image} />
        </section>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Profile">
          <FormField
            label="Name"
            name="name"
            defaultValue={profile.name}
            autoComplete="name"
            error={errors.name}
          />
          <FormField
            label="Username"
            name="username"
            defaultValue={profile.username ?? ''}
            autoCapitalize="none"
            spellCheck={false}
            error={errors.username}
            hint={<span className="text-xs text-muted-foreground">Your public page: /profile/username</span>}
          />
          <div className="grid gap-1.5">
            <div className="flex items-center justify-between">
              <Label htmlFor="field-bio">Bio</Label>
              <span
                className={
                  bioLength > BIO_MAX_LENGTH ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'
                }
                aria-live="polite"
              >
                {bioLength}/{BIO_MAX_LENGTH}
              </span>
            </div>
            <Textarea
              id="field-bio"
              name="bio"
              rows={4}
              defaultValue={profile.bio ?? ''}
              placeholder="A line or two about you"
              onChange={(event) => setBioLength(event.target.value.length)}
              aria-invalid={errors.bio ? true : undefined}
              aria-describedby={errors.bio ? 'field-bio-error' : undefined}
            />
            {errors.bio ? (
              <p id="field-bio-error" className="text-sm text-destructive" role="alert">
                {errors.bio}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : 'Save profile'}
            </Button>
            {profile.username ? (
              <Button variant="link" asChild>
                <Link to="/profile/$username" params={{ username: profile.username }}>
                  View public profile
                </Link>
              </Button>
            ) : null}
          </div>
        </form>
      </Card>

      <h2 className="mt-10 text-sm font-medium uppercase tracking-wide text-muted-foreground">Account</h2>
      <Card className="mt-3 divide-y divide-border overflow-hidden">
        {accountLinks.map((link) => (
          <SettingsRowLink key={link.href} {...link} />
        ))}
      </Card>
    </div>
  )
}
