import { describe, expect, test } from 'vitest'
import { ACTIVITY_PHRASES, englishActivitySummary } from './activity-phrases'
import projectsAr from './i18n/messages/projects/ar'
import projectsDe from './i18n/messages/projects/de'
import projectsJa from './i18n/messages/projects/ja'
import { formatMessage } from './i18n/parse-message'

describe('activity phrases', () => {
  test('the English summary is the phrases in English, joined as a list', () => {
    expect(englishActivitySummary([{ phrase: 'feedbackPosted', values: { title: 'Dark mode' } }])).toBe(
      'posted Dark mode',
    )
    expect(
      englishActivitySummary([
        { phrase: 'projectVisibility', values: { visibility: 'private' } },
        { phrase: 'projectDescription' },
      ]),
    ).toBe('made the project private, updated the description')
    expect(englishActivitySummary([{ phrase: 'feedbackImported', values: { count: 1 } }])).toBe(
      'imported 1 item',
    )
    expect(englishActivitySummary([{ phrase: 'feedbackImported', values: { count: 12 } }])).toBe(
      'imported 12 items',
    )
  })

  test('every phrase reads in every language with its values in place', () => {
    const values = {
      title: 'T1',
      name: 'N1',
      status: 'S1',
      target: 'G1',
      update: 'U1',
      slug: 's1',
      visibility: 'public',
      count: 3,
    }
    for (const catalogue of [projectsDe, projectsJa, projectsAr])
      for (const phrase of ACTIVITY_PHRASES) {
        const text = formatMessage('de', catalogue[`activity.${phrase}`], values)
        expect(text, phrase).not.toMatch(/[{}]/)
      }
    expect(formatMessage('de', projectsDe['activity.feedbackMoved'], values)).toBe(
      'hat T1 nach S1 verschoben',
    )
  })
})
