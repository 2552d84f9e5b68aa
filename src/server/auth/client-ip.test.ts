import { expect, test } from 'vitest'
import { CLIENT_IP_HEADER, withClientIp } from './client-ip'

test('sets the client address header, replacing any copy the client sent', () => {
  const spoofed = new Request('http://localhost/api/auth/sign-in/email', {
    headers: { [CLIENT_IP_HEADER]: '1.2.3.4', Cookie: 'a=b' },
  })
  const request = withClientIp(spoofed, '203.0.113.9')
  expect(request.headers.get(CLIENT_IP_HEADER)).toBe('203.0.113.9')
  expect(request.headers.get('Cookie')).toBe('a=b')
  expect(request.url).toBe(spoofed.url)
})

test('without a known address the spoofed header is dropped', () => {
  const spoofed = new Request('http://localhost/x', { headers: { [CLIENT_IP_HEADER]: '1.2.3.4' } })
  expect(withClientIp(spoofed, undefined).headers.has(CLIENT_IP_HEADER)).toBe(false)
})

test('keeps the method and body of a POST', async () => {
  const original = new Request('http://localhost/x', { method: 'POST', body: '{"a":1}' })
  const request = withClientIp(original, '198.51.100.1')
  expect(request.method).toBe('POST')
  expect(await request.json()).toEqual({ a: 1 })
})
