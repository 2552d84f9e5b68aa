import { describe, expect, it } from 'vitest'
import type { ChatMessage, ChatMessagePage } from '../chat.types'
import { type History, messagesOf, withMessage, withNewerPage, withOwnReaction } from './chat-cache'

const message = (id: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chatId: 'c1',
  clientId: null,
  author: { id: 'u1', name: 'Ada', username: 'ada', image: null },
  via: null,
  body: `message ${id}`,
  createdAt: '2026-11-22T10:00:00.000Z',
  editedAt: null,
  deletedAt: null,
  replyTo: null,
  reactions: [],
  mentions: [],
  ...overrides,
})

const page = (ids: string[], more: Partial<ChatMessagePage> = {}): ChatMessagePage => ({
  messages: ids.map((id) => message(id)),
  hasOlder: false,
  hasNewer: false,
  lastReadId: null,
  ...more,
})

const history = (...pages: ChatMessagePage[]): History => ({ pages, pageParams: pages.map(() => ({})) })

describe('chat history cache', () => {
  it('appends a new message only where the history reaches the present', () => {
    const present = withMessage(history(page(['8', '9'])), message('10'), 'live')
    expect(messagesOf(present).map((m) => m.id)).toEqual(['8', '9', '10'])
    const old = history(page(['8', '9'], { hasNewer: true }))
    expect(withMessage(old, message('10'), 'live')).toBe(old)
  })

  it('replaces a message in place, keeping the viewer’s own reactions from a live payload', () => {
    const mine = message('9', { reactions: [{ emoji: '👍', count: 1, reacted: true }] })
    const start = history({ ...page(['8']), messages: [message('8'), mine] })
    const live = message('9', {
      body: 'edited',
      reactions: [
        { emoji: '👍', count: 2, reacted: false },
        { emoji: '🎉', count: 1, reacted: false },
      ],
    })
    const patched = messagesOf(withMessage(start, live, 'live')).at(-1)
    expect(patched?.body).toBe('edited')
    expect(patched?.reactions).toEqual([
      { emoji: '👍', count: 2, reacted: true },
      { emoji: '🎉', count: 1, reacted: false },
    ])
    const fetched = messagesOf(withMessage(start, live, 'fetched')).at(-1)
    expect(fetched?.reactions[0]?.reacted).toBe(false)
  })

  it('shows one’s own reaction at once, and takes it back, without counting it twice', () => {
    const base = message('1', {
      reactions: [
        { emoji: '👍', count: 2, reacted: false },
        { emoji: '🎉', count: 1, reacted: true },
      ],
    })
    const on = withOwnReaction(base, '👍', true)
    expect(on.reactions[0]).toEqual({ emoji: '👍', count: 3, reacted: true })
    expect(withOwnReaction(on, '👍', true).reactions[0]).toEqual({ emoji: '👍', count: 3, reacted: true })
    expect(withOwnReaction(on, '👍', false).reactions[0]).toEqual({ emoji: '👍', count: 2, reacted: false })
    expect(withOwnReaction(base, '🎉', false).reactions[1]).toEqual({ emoji: '🎉', count: 0, reacted: false })
    expect(on.reactions[1]).toBe(base.reactions[1])
  })

  it('merges a newer page and orders ids as numbers, each once', () => {
    const start = history(page(['98', '99']))
    const next = withNewerPage(start, page(['99', '100', '101'], { hasNewer: true }))
    expect(messagesOf(next).map((m) => m.id)).toEqual(['98', '99', '100', '101'])
    expect(next.pages.at(-1)?.hasNewer).toBe(true)
  })
})
