import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { z } from 'zod'
import { authOrThrow, Form, SubmitButton, TextareaField, TextField, useZodForm } from '~/components/form'
import { richText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { authKeys } from '~/features/auth/auth.queries'
import { usernameSchema } from '~/features/auth/auth.schemas'
import { authClient } from '~/features/auth/auth-client'
import { BIO_MAX_LENGTH, normalizeBio } from '~/lib/profile-rules'
import { toast } from '~/lib/toast'
import { ownProfileQuery, profileKeys } from '../profile.queries'
import { AccountLinkRows } from './account-links'
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
  const t = useT('profile')
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
      toast.success(t('edit.saved'))
    },
  })
  const bioLength = (form.watch('bio') ?? '').length

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <p className="text-sm text-muted-foreground">
        {richText(t('edit.breadcrumb'), {
          settings: (
            <Link to="/settings" className="hover:underline">
              {t('edit.settings')}
            </Link>
          ),
        })}
      </p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight">{t('edit.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('edit.intro')}</p>

      <Card className="mt-6 grid gap-6 p-4 sm:p-6">
        <section aria-label={t('edit.picture')}>
          <AvatarEditor name={profile.name || profile.username || profile.email} image={profile.image} />
        </section>
        <Form form={form} className="grid gap-4" aria-label={t('edit.form')}>
          <TextField name="name" label={t('edit.name')} autoComplete="name" />
          <TextField
            name="username"
            label={t('edit.username')}
            autoCapitalize="none"
            spellCheck={false}
            hint={<span className="text-xs text-muted-foreground">{t('edit.usernameHint')}</span>}
          />
          <TextareaField
            name="bio"
            label={t('edit.bio')}
            rows={4}
            placeholder={t('edit.bioPlaceholder')}
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
            <SubmitButton pendingLabel={t('edit.saving')}>{t('edit.save')}</SubmitButton>
            {profile.username ? (
              <Button variant="link" asChild>
                <Link to="/profile/$username" params={{ username: profile.username }}>
                  {t('edit.viewPublic')}
                </Link>
              </Button>
            ) : null}
          </div>
        </Form>
      </Card>

      <h2 className="mt-10 text-sm font-medium uppercase tracking-wide text-muted-foreground">
        {t('edit.account')}
      </h2>
      <Card className="mt-3 divide-y divide-border overflow-hidden">
        <AccountLinkRows />
      </Card>
    </div>
  )
}
