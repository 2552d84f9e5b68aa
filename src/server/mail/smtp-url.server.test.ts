import { expect, test } from 'vitest'
import { smtpTransportOptions } from './smtp-url.server'

test('smtp:// with credentials, host and port', () => {
  expect(smtpTransportOptions('smtp://user:p%40ss%3Aword@mail.example.com:587')).toEqual({
    secure: false,
    host: 'mail.example.com',
    port: 587,
    auth: { user: 'user', pass: 'p@ss:word' },
  })
})

test('smtps:// is TLS from the start; no credentials, no auth', () => {
  expect(smtpTransportOptions('smtps://mail.example.com')).toEqual({
    secure: true,
    host: 'mail.example.com',
  })
})

test('query parameters become options as nodemailer reads them (tls.* nested, typed values)', () => {
  expect(
    smtpTransportOptions(
      'smtp://127.0.0.1:2525?pool=true&maxConnections=3&tls.rejectUnauthorized=false&a.b=1',
    ),
  ).toEqual({
    secure: false,
    host: '127.0.0.1',
    port: 2525,
    pool: true,
    maxConnections: 3,
    tls: { rejectUnauthorized: false },
  })
})

test('an IPv6 host loses its brackets', () => {
  expect(smtpTransportOptions('smtp://[::1]:25').host).toBe('::1')
})
