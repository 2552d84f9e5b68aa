import { describe, expect, it } from 'vitest'
import { buildRows, dayLabel } from './message-rows'

const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString()
const message = (id: string, authorId: string, createdAt: string, clientId: string | null = null) => ({
  id,
  author: { id: authorId },
  createdAt,
  clientId,
})

describe('chat rows', () => {
  it('groups one author within five minutes, and starts again on a new day, author or the unread divider', () => {
    const rows = buildRows(
      [
        message('1', 'ada', at(20, 9, 0)),
        message('2', 'ada', at(20, 9, 4)),
        message('3', 'bo', at(20, 9, 5)),
        message('4', 'bo', at(20, 9, 20)),
        message('5', 'bo', at(21, 9, 21)),
        message('6', 'bo', at(21, 9, 22), 'client-6'),
      ],
      '6',
      new Date(2026, 10, 22, 12),
    )
    expect(
      rows.map((row) => (row.kind === 'message' ? `${row.key}${row.groupStart ? '*' : ''}` : row.kind)),
    ).toEqual(['day', '1*', '2', '3*', '4*', 'day', '5*', 'unread', 'client-6*'])
  })

  it("keeps a run sent through an app apart from the same author's own messages", () => {
    const rows = buildRows(
      [
        { ...message('1', 'ada', at(20, 9, 0)), via: 'Claude' },
        { ...message('2', 'ada', at(20, 9, 1)), via: 'Claude' },
        { ...message('3', 'ada', at(20, 9, 2)), via: null },
        message('4', 'ada', at(20, 9, 3)),
      ],
      null,
      new Date(2026, 10, 22, 12),
    )
    expect(
      rows.map((row) => (row.kind === 'message' ? `${row.key}${row.groupStart ? '*' : ''}` : row.kind)),
    ).toEqual(['day', '1*', '2', '3*', '4'])
  })

  it('names today, yesterday and older days', () => {
    const now = new Date(2026, 10, 22, 12)
    expect(dayLabel(at(22, 8), now)).toBe('Today')
    expect(dayLabel(at(21, 23), now)).toBe('Yesterday')
    expect(dayLabel(at(20, 8), now)).toBe('Friday, November 20')
    expect(dayLabel(new Date(2025, 0, 3).toISOString(), now)).toBe('January 3, 2025')
  })
})
