import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { z } from 'zod'
import { authOrThrow, Form, SelectField, SubmitButton, TextField, useZodForm } from '~/components/form'
import { Button } from '~/components/ui/button'
import { authClient } from '~/features/auth/auth-client'
import { messageOf, orThrow } from '~/lib/auth-result'
import { toast } from '~/lib/toast'
import { adminKeys } from '../admin.queries'
import { type AdminUser, isoOf } from '../admin-user'
import { AdminSection } from './admin-section'

const HOUR = 3600
const durations = [
  { value: '', label: 'Until unbanned' },
  { value: String(HOUR), label: '1 hour' },
  { value: String(24 * HOUR), label: '1 day' },
  { value: String(7 * 24 * HOUR), label: '7 days' },
  { value: String(30 * 24 * HOUR), label: '30 days' },
  { value: String(365 * 24 * HOUR), label: '1 year' },
]

const banSchema = z.object({
  banReason: z.string().trim().max(500, 'Use at most 500 characters'),
  /** Seconds, or '' for a ban without end. */
  banExpiresIn: z.string().transform((value) => Number(value || 0)),
})

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * Ban (POST /admin/ban-user, which also ends the user's sessions) with a reason and an expiry, or unban. The
 * banned user is shown the reason when they try to sign in.
 */
export function UserBanSection({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const queryClient = useQueryClient()
  const [pending, setPending] = React.useState(false)

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.users() })

  const banForm = useZodForm({
    schema: banSchema,
    defaultValues: { banReason: '', banExpiresIn: '' },
    errorMessage: 'The user could not be banned.',
    onSubmit: async ({ banReason, banExpiresIn: seconds }) => {
      await authOrThrow(
        authClient.admin.banUser({
          userId: user.id,
          ...(banReason ? { banReason } : {}),
          ...(seconds > 0 ? { banExpiresIn: seconds } : {}),
        }),
      )
      await refresh()
      toast.success(`${user.name || user.email} is banned`)
    },
  })

  const onUnban = async () => {
    setPending(true)
    try {
      await orThrow(authClient.admin.unbanUser({ userId: user.id }), 'The user could not be unbanned.')
      await refresh()
      toast.success(`${user.name || user.email} may sign in again`)
    } catch (error) {
      toast.error(messageOf(error, 'The user could not be unbanned.'))
    } finally {
      setPending(false)
    }
  }

  if (user.banned) {
    return (
      <AdminSection title="Ban" description="This user is banned and cannot sign in." danger>
        <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted-foreground">Reason</dt>
          <dd data-testid="ban-reason">{user.banReason || 'No reason given'}</dd>
          <dt className="text-muted-foreground">Ends</dt>
          <dd>
            {user.banExpires ? (
              <time dateTime={isoOf(user.banExpires)}>{dateTime.format(new Date(user.banExpires))}</time>
            ) : (
              'When unbanned'
            )}
          </dd>
        </dl>
        <Button variant="outline" className="justify-self-start" disabled={pending} onClick={onUnban}>
          {pending ? 'Unbanning…' : 'Unban user'}
        </Button>
      </AdminSection>
    )
  }

  return (
    <AdminSection
      title="Ban"
      description="A banned user is signed out everywhere and told the reason when they try to sign in."
    >
      {isSelf ? (
        <p className="text-sm text-muted-foreground">You cannot ban yourself.</p>
      ) : (
        <Form
          form={banForm}
          aria-label="Ban user"
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <TextField name="banReason" label="Reason" placeholder="Shown to the user" maxLength={500} />
          <SelectField name="banExpiresIn" label="Duration">
            {durations.map((duration) => (
              <option key={duration.value} value={duration.value}>
                {duration.label}
              </option>
            ))}
          </SelectField>
          <SubmitButton variant="destructive" pendingLabel="Banning…" className="justify-self-start">
            Ban user
          </SubmitButton>
        </Form>
      )}
    </AdminSection>
  )
}
