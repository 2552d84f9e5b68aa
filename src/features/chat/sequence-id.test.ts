import { describe, expect, test } from 'vitest'
import { listPostsSchema, postRefSchema } from '~/features/discussions/discussions.schemas'
import { numericId } from '~/lib/search-params'
import { listMessagesSchema, markReadSchema } from './chat.schemas'

const chat = { orgSlug: 'acme', projectSlug: 'web', chatId: 'c1' }
const thread = { orgSlug: 'acme', projectSlug: 'web', threadId: 't1' }
// Past bigint's maximum, and past 2^53 where a JavaScript number is no longer exact: both used to reach the
// database as 1e19 and answer 500.
const TOO_LONG = ['9999999999999999999', '9223372036854775807', '9007199254740993']

describe('sequence ids (chat messages, discussion posts)', () => {
  test('up to 15 digits pass every boundary that takes one', () => {
    expect(markReadSchema.parse({ ...chat, messageId: '999999999999999' }).messageId).toBe('999999999999999')
    expect(postRefSchema.parse({ ...thread, postId: '42' }).postId).toBe('42')
    expect(numericId()(36)).toBe('36')
  })

  test('longer ones are refused as not an id, before any query', () => {
    for (const id of TOO_LONG) {
      expect(markReadSchema.safeParse({ ...chat, messageId: id }).error?.issues[0]?.message).toBe(
        'Not a message id',
      )
      expect(listMessagesSchema.safeParse({ ...chat, around: id }).success).toBe(false)
      expect(postRefSchema.safeParse({ ...thread, postId: id }).error?.issues[0]?.message).toBe(
        'Not a post id',
      )
      expect(listPostsSchema.safeParse({ ...thread, after: id }).success).toBe(false)
      expect(numericId()(id)).toBeUndefined()
    }
  })
})
