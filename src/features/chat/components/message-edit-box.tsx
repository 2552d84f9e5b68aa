import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { CHAT_MESSAGE_MAX } from '~/lib/chat-rules'
import { ChatComposer } from './chat-composer'
import { useChatRoom, type ViewMessage } from './chat-room-context'

/** Editing one's own message in place: its own chat box, saved with Enter, left with Escape or Cancel. */
export function MessageEditBox({ message }: { message: ViewMessage }) {
  const t = useT('chat')
  const room = useChatRoom()
  const [value, setValue] = React.useState(message.body)
  const [saving, setSaving] = React.useState(false)
  const close = () => {
    room.setEditingId(null)
    room.focusComposer()
  }
  const save = async (text: string) => {
    if (text === message.body.trim()) return close()
    setSaving(true)
    const saved = await room.actions.edit(message.id, text)
    setSaving(false)
    if (saved) close()
  }
  return (
    <div className="grid gap-1.5 py-1">
      <ChatComposer
        label={t('message.editLabel')}
        value={value}
        onChange={setValue}
        onSubmit={(text) => void save(text)}
        onCancel={close}
        maxLength={CHAT_MESSAGE_MAX}
        mentionSource={room.mentionSource}
        submitLabel={t('message.saveEdit')}
        disabled={saving}
        attachments={{
          target: {
            orgSlug: room.orgSlug,
            projectSlug: room.projectSlug,
            purpose: 'chat',
            chatId: room.chat.id,
          },
        }}
        autoFocus
      />
      <div className="flex items-center gap-2 text-xs text-muted-foreground">
        <Button type="button" size="sm" variant="outline" onClick={close}>
          {t('message.cancel')}
        </Button>
        <span>{t('message.editHint')}</span>
      </div>
    </div>
  )
}
