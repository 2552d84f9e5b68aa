import { useField } from '~/components/form'
import { richText, useT } from '~/components/i18n/use-t'
import type { MessageKey } from '~/lib/i18n/catalogue'
import { NOTIFICATION_TYPES, type NotificationTypeId } from '~/lib/notification-rules'

type Timing = Record<NotificationTypeId, 'immediate' | 'digest'>
type Key = MessageKey<'notifications'>

/** Each type's name and what it covers, in the notifications catalogue. */
const TYPE_TEXT: Record<NotificationTypeId, { label: Key; description: Key }> = {
  mention: { label: 'type.mention', description: 'type.mentionHint' },
  chat: { label: 'type.chat', description: 'type.chatHint' },
  discussion: { label: 'type.discussion', description: 'type.discussionHint' },
  feedbackComment: { label: 'type.feedbackComment', description: 'type.feedbackCommentHint' },
  feedbackStatus: { label: 'type.feedbackStatus', description: 'type.feedbackStatusHint' },
  shipped: { label: 'type.shipped', description: 'type.shippedHint' },
  invitation: { label: 'type.invitation', description: 'type.invitationHint' },
  webhook: { label: 'type.webhook', description: 'type.webhookHint' },
}

/** Labels that may hold "and" themselves: "Mentions; Private and followed chats". */
const listOf = (labels: string[]) => labels.join('; ')

/** Which kinds mail at once and which wait for the daily digest. */
export function EmailTimingNote({ timing }: { timing: Timing }) {
  const t = useT('notifications')
  const labelsOf = (when: 'immediate' | 'digest') =>
    NOTIFICATION_TYPES.filter((type) => timing[type.id] === when).map((type) => t(TYPE_TEXT[type.id].label))
  const immediate = labelsOf('immediate')
  const digest = labelsOf('digest')
  return (
    <div id="email-timing" className="grid gap-0.5 text-sm text-muted-foreground">
      {immediate.length > 0 ? (
        <p>
          {richText(t('timing.immediate', { list: listOf(immediate) }), {
            label: <span className="font-medium text-foreground">{t('timing.immediateLabel')}</span>,
          })}
        </p>
      ) : null}
      {digest.length > 0 ? (
        <p>
          {richText(t('timing.digest', { list: listOf(digest) }), {
            label: <span className="font-medium text-foreground">{t('timing.digestLabel')}</span>,
          })}
        </p>
      ) : null}
    </div>
  )
}

/** A checkbox of the table, named by its row and column ("Mentions by e-mail"). */
function ChoiceCheckbox({ name, label }: { name: string; label: string }) {
  const field = useField(name)
  return (
    <input
      id={field.inputId}
      type="checkbox"
      aria-label={label}
      defaultChecked={Boolean(field.defaultValue)}
      className="size-4 cursor-pointer accent-[var(--primary)]"
      {...field.registration}
    />
  )
}

/** Per kind of notification: in the app, by e-mail (and when that mail comes). */
export function NotificationChoicesTable({ timing }: { timing: Timing }) {
  const t = useT('notifications')
  return (
    <div className="-mx-5 overflow-x-auto sm:-mx-6">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead>
          <tr className="border-b border-border text-start text-xs text-muted-foreground">
            <th scope="col" className="py-2 pe-2 ps-5 font-medium sm:ps-6">
              {t('table.kind')}
            </th>
            <th scope="col" className="w-20 px-2 py-2 text-center font-medium whitespace-nowrap">
              {t('table.inApp')}
            </th>
            <th scope="col" className="w-20 py-2 pe-5 ps-2 text-center font-medium whitespace-nowrap sm:pe-6">
              {t('table.email')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {NOTIFICATION_TYPES.map((type) => {
            const label = t(TYPE_TEXT[type.id].label)
            return (
              <tr key={type.id}>
                <th scope="row" className="py-3 pe-2 ps-5 text-start align-top font-normal sm:ps-6">
                  <span className="block font-medium">{label}</span>
                  <span className="block text-muted-foreground">{t(TYPE_TEXT[type.id].description)}</span>
                  <span className="mt-0.5 block text-xs text-muted-foreground">
                    {timing[type.id] === 'immediate' ? t('table.emailAtOnce') : t('table.emailDigest')}
                  </span>
                </th>
                <td className="px-2 py-3 text-center align-top">
                  <ChoiceCheckbox
                    name={`choices.${type.id}.inApp`}
                    label={t('table.inAppLabel', { type: label })}
                  />
                </td>
                <td className="py-3 pe-5 ps-2 text-center align-top sm:pe-6">
                  <ChoiceCheckbox
                    name={`choices.${type.id}.email`}
                    label={t('table.emailLabel', { type: label })}
                  />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
