import { Archive, X } from 'lucide-react'
import * as React from 'react'
import { richText, useT } from '~/components/i18n/use-t'
import { CHAT_MESSAGE_MAX } from '~/lib/chat-rules'
import type { ChatReplyQuote } from '../chat.types'
import { ChatComposer } from './chat-composer'
import { useChatRoom } from './chat-room-context'

type ChatFooterProps = {
  typing: string
  replyTo: ChatReplyQuote | null
  onCancelReply: () => void
  composerRef: React.RefObject<HTMLTextAreaElement | null>
  onTyping: () => void
  onSend: (text: string) => void
  onEditLast: () => void
}

/** Who is typing, the reply being written, and the message box (or why there is none). */
export function ChatFooter({
  typing,
  replyTo,
  onCancelReply,
  composerRef,
  onTyping,
  onSend,
  onEditLast,
}: ChatFooterProps) {
  const t = useT('chat')
  const room = useChatRoom()
  const { chat } = room
  const [draft, setDraft] = React.useState('')

  // Ready to type on arrival — except on touch screens, where focusing would throw up the keyboard.
  React.useEffect(() => {
    if (window.matchMedia('(pointer: fine)').matches) composerRef.current?.focus({ preventScroll: true })
  }, [composerRef])

  return (
    <div className="border-t border-border bg-card px-3 pt-1 pb-3">
      <p aria-live="polite" className="h-5 truncate text-xs text-muted-foreground">
        {typing}
      </p>
      {chat.archived ? (
        <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          <Archive aria-hidden className="size-4" /> {t('footer.archived')}
        </p>
      ) : !chat.canPost ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{t('footer.readOnly')}</p>
      ) : (
        <>
          {replyTo ? (
            <div className="mb-1.5 flex items-start gap-2 rounded-md border-s-2 border-primary bg-muted px-2 py-1 text-xs">
              <p className="min-w-0 flex-1 truncate">
                {richText(t('footer.replyingTo'), {
                  name: (
                    <span className="font-medium">{replyTo.authorName ?? t('message.deletedAccount')}</span>
                  ),
                  excerpt: (
                    <span className="text-muted-foreground">
                      {replyTo.deleted ? t('message.deleted') : replyTo.excerpt}
                    </span>
                  ),
                })}
              </p>
              <button
                type="button"
                aria-label={t('footer.cancelReply')}
                title={t('footer.cancelReply')}
                className="cursor-pointer rounded text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => {
                  onCancelReply()
                  composerRef.current?.focus()
                }}
              >
                <X aria-hidden className="size-4" />
              </button>
            </div>
          ) : null}
          <ChatComposer
            ref={composerRef}
            label={t('footer.message')}
            placeholder={t('footer.placeholder', { name: chat.name })}
            value={draft}
            onChange={setDraft}
            onSubmit={(text) => {
              onSend(text)
              setDraft('')
            }}
            onEditLast={onEditLast}
            onCancel={replyTo ? onCancelReply : undefined}
            onTyping={onTyping}
            maxLength={CHAT_MESSAGE_MAX}
            mentionSource={room.mentionSource}
            attachments={{
              target: {
                orgSlug: room.orgSlug,
                projectSlug: room.projectSlug,
                purpose: 'chat',
                chatId: chat.id,
              },
            }}
          />
        </>
      )}
    </div>
  )
}
