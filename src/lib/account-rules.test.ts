import { describe, expect, test } from 'vitest'
import {
  isReservedUsername,
  isValidUsername,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX,
  USERNAME_MIN,
} from './account-rules'

test('the documented bounds', () => {
  expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128])
  expect([USERNAME_MIN, USERNAME_MAX]).toEqual([3, 30])
})

describe('isValidUsername', () => {
  test.each(['abc', 'alice', 'bob_smith', 'carol-99', '123', 'a'.repeat(30)])('accepts %s', (name) => {
    expect(isValidUsername(name)).toBe(true)
  })

  test('is case-insensitive (the server stores usernames lowercased)', () => {
    expect(isValidUsername('Alice')).toBe(true)
    expect(isValidUsername('ADMIN')).toBe(false)
  })

  test.each(['ab', '', 'a'.repeat(31)])('refuses the length of %j', (name) => {
    expect(isValidUsername(name)).toBe(false)
  })

  test.each(['al ice', 'alice!', 'alice.smith', 'alicé', 'al/ice', 'alice@example.com'])(
    'refuses the characters of %j',
    (name) => {
      expect(isValidUsername(name)).toBe(false)
    },
  )

  test.each(['admin', 'settings', 'api', 'sign-in', 'profile', 'root', 'Support'])(
    'refuses the reserved %s',
    (name) => {
      expect(isReservedUsername(name)).toBe(true)
      expect(isValidUsername(name)).toBe(false)
    },
  )

  test('a reserved word inside a longer name is fine', () => {
    expect(isReservedUsername('admin2')).toBe(false)
    expect(isValidUsername('admin2')).toBe(true)
  })
})
