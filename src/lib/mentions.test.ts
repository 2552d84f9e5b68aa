import { describe, expect, test } from 'vitest'
import { extractMentions, findMentionsInText } from './mentions'

describe('extractMentions', () => {
  test('usernames, lower-cased, unique, in order of first use', () => {
    expect(extractMentions('@Carol thanks, @alice and @carol! cc @bob-2, @dave_x.')).toEqual([
      'carol',
      'alice',
      'bob-2',
      'dave_x',
    ])
  })

  test('ignores code spans and code blocks (fenced and indented)', () => {
    expect(
      extractMentions('`@alice` and ``x @bob``\n\n```\n@carol\n```\n\n~~~\n@dave\n~~~\n\n    @erin\n'),
    ).toEqual([])
  })

  test('ignores e-mail addresses, URLs and existing links', () => {
    const source =
      'mail alice@example.com or <bob@example.com>, see https://x.example/@carol, www.example.com/@dave, ' +
      'example.com/@erin, [@frank](https://example.com) and <https://example.com/@gina>'
    expect(extractMentions(source)).toEqual([])
  })

  test('keeps names no username could have (short, reserved) as possible team @handles; not too long ones', () => {
    expect(extractMentions(`@ab @${'a'.repeat(31)} @admin @support`)).toEqual(['ab', 'admin', 'support'])
    expect(extractMentions(`@${'a'.repeat(30)}`)).toEqual(['a'.repeat(30)])
    // The renderer links people only: such names stay text there.
    expect(findMentionsInText('@ab @admin @support @alice').map((match) => match.username)).toEqual(['alice'])
  })

  test('inside formatting, lists, quotes, headings and tables', () => {
    expect(
      extractMentions('# Hi @alice\n\n**@bob** _@carol_\n\n- @dave\n\n> @erin\n\n| a |\n|---|\n| @frank |'),
    ).toEqual(['alice', 'bob', 'carol', 'dave', 'erin', 'frank'])
  })

  test('punctuation around a mention', () => {
    expect(extractMentions('(@alice), "@bob": @carol? @dave\'s')).toEqual(['alice', 'bob', 'carol', 'dave'])
  })

  test('no @ at all', () => {
    expect(extractMentions('plain text')).toEqual([])
  })
})

describe('findMentionsInText', () => {
  test('offsets cover the written mention', () => {
    const text = 'hi @Alice!'
    const [match] = findMentionsInText(text)
    expect(match).toEqual({ username: 'alice', text: '@Alice', start: 3, end: 9 })
    expect(text.slice(match!.start, match!.end)).toBe('@Alice')
  })

  test('double @ and an @ inside a word are not mentions', () => {
    expect(findMentionsInText('a@@bob x@carol @dave@host')).toEqual([])
  })
})
