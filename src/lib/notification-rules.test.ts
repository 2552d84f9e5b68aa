import { describe, expect, test } from 'vitest'
import {
  defaultSettings,
  entryText,
  groupSummary,
  nextDigestTime,
  nextMailTime,
  normalizeSettings,
  typeOfKind,
} from './notification-rules'

describe('when mail may go out', () => {
  const monday10 = new Date('2030-06-03T10:30:00Z')

  test('at once by default; after a pause; inside working hours', () => {
    const settings = defaultSettings()
    expect(nextMailTime(settings, monday10)).toEqual(monday10)
    const paused = { ...settings, pausedUntil: '2030-06-03T12:00:00.000Z' }
    expect(nextMailTime(paused, monday10).toISOString()).toBe('2030-06-03T12:00:00.000Z')
    const hours = { ...settings, workHours: { enabled: true, days: [1, 2, 3, 4, 5], start: 9, end: 17 } }
    expect(nextMailTime(hours, monday10)).toEqual(monday10)
    expect(nextMailTime(hours, new Date('2030-06-03T18:05:00Z')).toISOString()).toBe(
      '2030-06-04T09:00:00.000Z',
    )
    // Friday evening waits for Monday morning.
    expect(nextMailTime(hours, new Date('2030-06-07T17:00:00Z')).toISOString()).toBe(
      '2030-06-10T09:00:00.000Z',
    )
  })

  test('working hours are the person’s own, in their time zone', () => {
    const tokyo = {
      ...defaultSettings('Asia/Tokyo'),
      workHours: { enabled: true, days: [1, 2, 3, 4, 5], start: 9, end: 17 },
    }
    // 10:30 UTC is 19:30 in Tokyo: wait for 09:00 Tokyo time the next day (00:00 UTC).
    expect(nextMailTime(tokyo, monday10).toISOString()).toBe('2030-06-04T00:00:00.000Z')
  })

  test('the digest comes at the chosen hour in the chosen zone, across a daylight-saving change', () => {
    const berlin = { ...defaultSettings('Europe/Berlin'), digestHour: 7 }
    // Summer: 07:00 in Berlin is 05:00 UTC.
    expect(nextDigestTime(berlin, monday10).toISOString()).toBe('2030-06-04T05:00:00.000Z')
    // The night the clocks go back (27 October 2030): 07:00 is 06:00 UTC afterwards.
    expect(nextDigestTime(berlin, new Date('2030-10-26T12:00:00Z')).toISOString()).toBe(
      '2030-10-27T06:00:00.000Z',
    )
  })
})

test('stored settings are merged over the defaults; unknown zones fall back to UTC', () => {
  const settings = normalizeSettings({
    timeZone: 'Mars/Olympus',
    choices: { mention: { inApp: false, email: true } } as never,
  })
  expect(settings.timeZone).toBe('UTC')
  expect(settings.choices.mention).toEqual({ inApp: false, email: true })
  expect(settings.choices.discussion).toEqual({ inApp: true, email: true })
  expect(settings.choices.invitation.email).toBe(false)
})

test('kinds map to the types people choose between', () => {
  expect(typeOfKind('chat.mention')?.id).toBe('mention')
  expect(typeOfKind('chat.message')?.email).toBe('immediate')
  expect(typeOfKind('update.shipped')?.email).toBe('digest')
  expect(typeOfKind('nonsense')).toBeNull()
})

test('groups read as one line', () => {
  const comment = { kind: 'feedback.comment', text: entryText('feedback.comment', 'Rosa Alvarez') }
  expect(groupSummary('feedback:1', 'Dark mode', [comment])).toBe('Rosa Alvarez commented on Dark mode')
  expect(groupSummary('feedback:1', 'Dark mode', [comment, comment, comment])).toBe(
    '3 new comments on Dark mode',
  )
  const mention = { kind: 'chat.mention', text: entryText('chat.mention', 'Kenji Sato') }
  expect(groupSummary('chat:1', 'General', [mention])).toBe('Kenji Sato mentioned you in General')
  expect(groupSummary('chat:1', 'General', [mention, comment])).toBe('2 new notifications in General')
  expect(entryText('invitation', 'Olivia', { organizationName: 'Acme' })).toBe(
    'Olivia invited you to join Acme',
  )
  expect(
    groupSummary('invitation:1', 'Acme', [{ kind: 'invitation', text: 'Olivia invited you to join Acme' }]),
  ).toBe('Olivia invited you to join Acme')
})
