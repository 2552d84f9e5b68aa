import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { z } from 'zod'
import { authOrThrow, Form, SubmitButton, TextareaField, TextField, useZodForm } from '~/components/form'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { authKeys } from '~/features/auth/auth.queries'
import { usernameSchema } from '~/features/auth/auth.schemas'
import { authClient } from '~/features/auth/auth-client'
import { BIO_MAX_LENGTH, normalizeBio } from '~/lib/profile-rules'
import { toast } from '~/lib/toast'
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
  const form = useZodForm({
    schema: profileSchema,
    defaultValues: { name: profile.name, username: profile.username ?? '', bio: profile.bio ?? '' },
    onSubmit: async ({ name, username, bio }) => {
      // bio is Parley's additional user field (create-auth.ts); the client's types only know the core ones.
      const fields: UpdateUserBody = { name, username }
      await authOrThrow(authClient.updateUser({ ...fields, bio: bio || null } as UpdateUserBody))
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: authKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      ])
      toast.success('Profile saved')
    },
  })
  const bioLength = (form.watch('bio') ?? '').length

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
        <Form form={form} className="grid gap-4" aria-label="Profile">
          <TextField name="name" label="Name" autoComplete="name" />
          <TextField
            name="username"
            label="Username"
            autoCapitalize="none"
            spellCheck={false}
            hint={<span className="text-xs text-muted-foreground">Your public page: /profile/username</span>}
          />
          <TextareaField
            name="bio"
            label="Bio"
            rows={4}
            placeholder="A line or two about you"
            hint={
              <span
                className={
                  bioLength > BIO_MAX_LENGTH ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'
                }
                aria-live="polite"
              >
                {bioLength}/{BIO_MAX_LENGTH}
              </span>
            }
          />
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton pendingLabel="Saving…">Save profile</SubmitButton>
            {profile.username ? (
              <Button variant="link" asChild>
                <Link to="/profile/$username" params={{ username: profile.username }}>
                  View public profile
                </Link>
              </Button>
            ) : null}
          </div>
        </Form>
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
