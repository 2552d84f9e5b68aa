import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { authClient } from '~/features/auth/auth-client'
import { messageOf, orThrow } from '~/lib/auth-result'
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

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * Ban (POST /admin/ban-user, which also ends the user's sessions) with a reason and an expiry, or unban. The
 * banned user is shown the reason when they try to sign in.
 */
export function UserBanSection({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const queryClient = useQueryClient()
  const [pending, setPending] = React.useState(false)
  const [reasonError, setReasonError] = React.useState<string>()

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.users() })

  const onBan = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const banReason = String(form.get('banReason') ?? '').trim()
    const seconds = Number(form.get('banExpiresIn') || 0)
    if (banReason.length > 500) {
      setReasonError('Use at most 500 characters')
      return
    }
    setReasonError(undefined)
    setPending(true)
    try {
      await orThrow(
        authClient.admin.banUser({
          userId: user.id,
          ...(banReason ? { banReason } : {}),
          ...(seconds > 0 ? { banExpiresIn: seconds } : {}),
        }),
        'The user could not be banned.',
      )
      await refresh()
      toast.success(`${user.name || user.email} is banned`)
    } catch (error) {
      toast.error(messageOf(error, 'The user could not be banned.'))
    } finally {
      setPending(false)
    }
  }

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
        <form
          onSubmit={onBan}
          aria-label="Ban user"
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <FormField
            label="Reason"
            name="banReason"
            placeholder="Shown to the user"
            maxLength={500}
            error={reasonError}
          />
          <div className="grid gap-1.5">
            <Label htmlFor="field-banExpiresIn">Duration</Label>
            <NativeSelect id="field-banExpiresIn" name="banExpiresIn" defaultValue="">
              {durations.map((duration) => (
                <option key={duration.value} value={duration.value}>
                  {duration.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" variant="destructive" disabled={pending} className="justify-self-start">
            {pending ? 'Banning…' : 'Ban user'}
          </Button>
        </form>
      )}
    </AdminSection>
  )
}
