import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { z } from 'zod'
import { authOrThrow, Form, SelectField, SubmitButton, TextField, useZodForm } from '~/components/form'
import { useErrorText, useLocale, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { authClient } from '~/features/auth/auth-client'
import { messageOf, orThrow } from '~/lib/auth-result'
import { formatDate } from '~/lib/i18n/intl'
import { toast } from '~/lib/toast'
import { adminKeys } from '../admin.queries'
import { type AdminUser, isoOf } from '../admin-user'
import { AdminSection } from './admin-section'

const HOUR = 3600
const durations = [
  { value: '', label: 'ban.untilUnbanned' },
  { value: String(HOUR), label: 'ban.oneHour' },
  { value: String(24 * HOUR), label: 'ban.oneDay' },
  { value: String(7 * 24 * HOUR), label: 'ban.sevenDays' },
  { value: String(30 * 24 * HOUR), label: 'ban.thirtyDays' },
  { value: String(365 * 24 * HOUR), label: 'ban.oneYear' },
] as const

const banSchema = z.object({
  banReason: z.string().trim().max(500, 'Use at most 500 characters'),
  /** Seconds, or '' for a ban without end. */
  banExpiresIn: z.string().transform((value) => Number(value || 0)),
})

/**
 * Ban (POST /admin/ban-user, which also ends the user's sessions) with a reason and an expiry, or unban. The
 * banned user is shown the reason when they try to sign in.
 */
export function UserBanSection({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const t = useT('admin')
  const errorText = useErrorText()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const [pending, setPending] = React.useState(false)

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.users() })

  const banForm = useZodForm({
    schema: banSchema,
    defaultValues: { banReason: '', banExpiresIn: '' },
    errorMessage: t('ban.banFailed'),
    onSubmit: async ({ banReason, banExpiresIn: seconds }) => {
      await authOrThrow(
        authClient.admin.banUser({
          userId: user.id,
          ...(banReason ? { banReason } : {}),
          ...(seconds > 0 ? { banExpiresIn: seconds } : {}),
        }),
      )
      await refresh()
      toast.success(t('ban.banned', { name: user.name || user.email }))
    },
  })

  const onUnban = async () => {
    setPending(true)
    try {
      await orThrow(authClient.admin.unbanUser({ userId: user.id }), t('ban.unbanFailed'))
      await refresh()
      toast.success(t('ban.unbanned', { name: user.name || user.email }))
    } catch (error) {
      toast.error(errorText(messageOf(error, t('ban.unbanFailed'))))
    } finally {
      setPending(false)
    }
  }

  if (user.banned) {
    return (
      <AdminSection id="ban" title={t('ban.title')} description={t('ban.bannedDescription')} danger>
        <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted-foreground">{t('ban.reason')}</dt>
          <dd data-testid="ban-reason">{user.banReason || t('ban.noReason')}</dd>
          <dt className="text-muted-foreground">{t('ban.ends')}</dt>
          <dd>
            {user.banExpires ? (
              <time dateTime={isoOf(user.banExpires)}>
                {formatDate(locale, user.banExpires, { time: true })}
              </time>
            ) : (
              t('ban.whenUnbanned')
            )}
          </dd>
        </dl>
        <Button variant="outline" className="justify-self-start" disabled={pending} onClick={onUnban}>
          {pending ? t('ban.unbanning') : t('ban.unban')}
        </Button>
      </AdminSection>
    )
  }

  return (
    <AdminSection id="ban" title={t('ban.title')} description={t('ban.description')}>
      {isSelf ? (
        <p className="text-sm text-muted-foreground">{t('ban.self')}</p>
      ) : (
        <Form
          form={banForm}
          aria-label={t('ban.submit')}
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <TextField
            name="banReason"
            label={t('ban.reason')}
            placeholder={t('ban.reasonPlaceholder')}
            maxLength={500}
          />
          <SelectField name="banExpiresIn" label={t('ban.duration')}>
            {durations.map((duration) => (
              <option key={duration.value} value={duration.value}>
                {t(duration.label)}
              </option>
            ))}
          </SelectField>
          <SubmitButton variant="destructive" pendingLabel={t('ban.banning')} className="justify-self-start">
            {t('ban.submit')}
          </SubmitButton>
        </Form>
      )}
    </AdminSection>
  )
}
