import { describe, expect, it } from 'vitest'
import { defaultSettings } from '~/lib/notification-rules'
import {
  formValuesOf,
  looksNeverSaved,
  settingsFormSchema,
  settingsOf,
  timeZoneOptions,
} from './settings-form'

describe('the settings form', () => {
  it('round-trips stored settings through the form, keeping pause and unsubscribe as stored', () => {
    const stored = { ...defaultSettings('Europe/Berlin'), pausedUntil: '2026-11-03T08:00:00.000Z' }
    const input = formValuesOf(stored)
    expect(input.digestHour).toBe('8')
    const parsed = settingsFormSchema.parse({
      ...input,
      digestHour: '18',
      workHours: { enabled: true, days: ['3', '1'], start: '8', end: '16' },
    })
    const saved = settingsOf(parsed, { ...stored, emailUnsubscribed: true })
    expect(saved).toMatchObject({
      digestHour: 18,
      timeZone: 'Europe/Berlin',
      pausedUntil: '2026-11-03T08:00:00.000Z',
      emailUnsubscribed: true,
      workHours: { enabled: true, days: [1, 3], start: 8, end: 16 },
    })
  })

  it('refuses working hours without a day, or ending before they start, only when they are on', () => {
    const input = formValuesOf(defaultSettings())
    const off = settingsFormSchema.safeParse({
      ...input,
      workHours: { enabled: false, days: [], start: '9', end: '9' },
    })
    expect(off.success).toBe(true)
    const on = settingsFormSchema.safeParse({
      ...input,
      workHours: { enabled: true, days: [], start: '17', end: '9' },
    })
    expect(on.success).toBe(false)
    const paths = on.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['workHours.days', 'workHours.end']))
    expect(settingsFormSchema.safeParse({ ...input, timeZone: 'Mars/Olympus' }).success).toBe(false)
  })

  it('takes untouched UTC defaults for "never saved", anything else for a choice', () => {
    expect(looksNeverSaved(defaultSettings('UTC'))).toBe(true)
    expect(looksNeverSaved({ ...defaultSettings('UTC'), digestHour: 9 })).toBe(false)
    expect(looksNeverSaved(defaultSettings('Asia/Tokyo'))).toBe(false)
  })

  it('lists UTC first, then every zone, with those in use', () => {
    const zones = timeZoneOptions('Europe/Berlin')
    expect(zones[0]).toBe('UTC')
    expect(zones).toContain('Europe/Berlin')
    expect(zones.filter((zone) => zone === 'UTC')).toHaveLength(1)
  })
})
