import { describe, expect, it } from 'vitest'
import { argumentsOf, formatMessage } from './parse-message'

describe('formatMessage', () => {
  it('returns plain text as it is and fills variables', () => {
    expect(formatMessage('en', 'Sign in')).toBe('Sign in')
    expect(formatMessage('en', 'We sent it to {email}.', { email: 'a@b.test' })).toBe(
      'We sent it to a@b.test.',
    )
    // A missing value shows as its name, so a slip is visible rather than blank.
    expect(formatMessage('en', 'Hi {name},')).toBe('Hi {name},')
  })

  it('chooses plural forms by the locale’s rules, with exact matches first', () => {
    const hours = '{n, plural, =0 {no time} one {# hour} other {# hours}}'
    expect(formatMessage('en', hours, { n: 0 })).toBe('no time')
    expect(formatMessage('en', hours, { n: 1 })).toBe('1 hour')
    expect(formatMessage('en', hours, { n: 2 })).toBe('2 hours')
    expect(formatMessage('en', hours, { n: 1500 })).toBe('1,500 hours')
    expect(formatMessage('de', hours, { n: 1500 })).toBe('1.500 hours')
    // French: one covers 0 and 1.
    const fr = '{n, plural, one {# heure} other {# heures}}'
    expect(formatMessage('fr', fr, { n: 0 })).toBe('0 heure')
    // Arabic has six forms.
    const ar = '{n, plural, zero {z} one {o} two {t} few {f} many {m} other {x}}'
    expect([0, 1, 2, 3, 11, 100].map((n) => formatMessage('ar', ar, { n }))).toEqual([
      'z',
      'o',
      't',
      'f',
      'm',
      'x',
    ])
  })

  it('selects, nests and quotes', () => {
    const message = '{kind, select, file {{n, plural, one {# file} other {# files}}} other {items}}'
    expect(formatMessage('en', message, { kind: 'file', n: 3 })).toBe('3 files')
    expect(formatMessage('en', message, { kind: 'x', n: 3 })).toBe('items')
    expect(formatMessage('en', "Type '{name}' here, it''s fine")).toBe("Type {name} here, it's fine")
  })

  it('names the arguments a message uses', () => {
    expect(argumentsOf('{a} and {n, plural, one {# {b}} other {#}}')).toEqual(['a', 'b', 'n'])
  })
})
