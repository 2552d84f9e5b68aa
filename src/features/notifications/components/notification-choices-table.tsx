import { useField } from '~/components/form'
import { NOTIFICATION_TYPES, type NotificationTypeId } from '~/lib/notification-rules'

type Timing = Record<NotificationTypeId, 'immediate' | 'digest'>

/** Labels that may hold "and" themselves: "Mentions; Private and followed chats". */
const listOf = (labels: string[]) => labels.join('; ')

/** Which kinds mail at once and which wait for the daily digest. */
export function EmailTimingNote({ timing }: { timing: Timing }) {
  const immediate = NOTIFICATION_TYPES.filter((type) => timing[type.id] === 'immediate').map((t) => t.label)
  const digest = NOTIFICATION_TYPES.filter((type) => timing[type.id] === 'digest').map((t) => t.label)
  return (
    <div id="email-timing" className="grid gap-0.5 text-sm text-muted-foreground">
      {immediate.length > 0 ? (
        <p>
          <span className="font-medium text-foreground">E-mailed at once</span> (within about two minutes,
          several in one mail): {listOf(immediate)}.
        </p>
      ) : null}
      {digest.length > 0 ? (
        <p>
          <span className="font-medium text-foreground">In one daily digest</span>: {listOf(digest)}.
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
  return (
    <div className="-mx-5 overflow-x-auto sm:-mx-6">
      <table className="w-full text-sm">
        <caption className="sr-only">Where each kind of notification reaches you</caption>
        <thead>
          <tr className="border-b border-border text-left text-xs text-muted-foreground">
            <th scope="col" className="py-2 pr-2 pl-5 font-medium sm:pl-6">
              Notification
            </th>
            <th scope="col" className="w-20 px-2 py-2 text-center font-medium whitespace-nowrap">
              In the app
            </th>
            <th scope="col" className="w-20 py-2 pr-5 pl-2 text-center font-medium whitespace-nowrap sm:pr-6">
              By e-mail
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {NOTIFICATION_TYPES.map((type) => (
            <tr key={type.id}>
              <th scope="row" className="py-3 pr-2 pl-5 text-left align-top font-normal sm:pl-6">
                <span className="block font-medium">{type.label}</span>
                <span className="block text-muted-foreground">{type.description}</span>
                <span className="mt-0.5 block text-xs text-muted-foreground">
                  E-mail: {timing[type.id] === 'immediate' ? 'at once' : 'in the daily digest'}
                </span>
              </th>
              <td className="px-2 py-3 text-center align-top">
                <ChoiceCheckbox name={`choices.${type.id}.inApp`} label={`${type.label} in the app`} />
              </td>
              <td className="py-3 pr-5 pl-2 text-center align-top sm:pr-6">
                <ChoiceCheckbox name={`choices.${type.id}.email`} label={`${type.label} by e-mail`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
