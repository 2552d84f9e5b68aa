import { describe, expect, test } from 'vitest'
import errorsAr from '~/lib/i18n/messages/errors/ar'
import errorsDe from '~/lib/i18n/messages/errors/de'
import errorsEn from '~/lib/i18n/messages/errors/en'
import { compileMessages } from '~/lib/i18n/parse-message'
import { translateSentence } from './use-t'

const german = compileMessages(errorsDe)

describe('translateSentence', () => {
  test('a sentence without values is looked up as it is', () => {
    expect(translateSentence(german, 'Enter your password')).toBe(errorsDe['Enter your password'])
  })

  test('a sentence that carries values is matched as a pattern, its values kept as written', () => {
    expect(translateSentence(german, 'A folder named “Q3 reports” is already there', 'de')).toBe(
      'Ein Ordner namens „Q3 reports“ ist bereits vorhanden',
    )
    expect(translateSentence(german, 'Acme Inc. has already voted for this', 'de')).toBe(
      'Acme Inc. hat bereits dafür gestimmt',
    )
    expect(translateSentence(german, 'This discussion is locked: off topic', 'de')).toBe(
      'Diese Diskussion ist gesperrt: off topic',
    )
    expect(
      translateSentence(compileMessages(errorsAr), 'At most 5 quotes are pinned; unpin one first', 'ar'),
    ).toContain('5')
  })

  test('an exact sentence wins over a pattern, and an unknown sentence stays English', () => {
    expect(translateSentence(german, 'Use at most 100 characters', 'de')).toBe(
      errorsDe['Use at most 100 characters'],
    )
    expect(translateSentence(german, 'Use at most 7 characters', 'de')).toBe('Höchstens 7 Zeichen')
    expect(translateSentence(german, 'Something nobody wrote down', 'de')).toBe('Something nobody wrote down')
    expect(translateSentence(undefined, 'A folder named “x” is already there')).toBe(
      'A folder named “x” is already there',
    )
  })

  test('English matches its own patterns back to the same sentence', () => {
    const english = compileMessages(errorsEn)
    expect(translateSentence(english, 'Discussions in Q&A (beta) have no answers')).toBe(
      'Discussions in Q&A (beta) have no answers',
    )
  })
})
