import { describe, expect, test } from 'vitest'
import { type AddressKind, addressKind, isIpLiteral } from './network-address'

/** The SSRF guard's table: every address a webhook may not reach, and some it may. */
const table: [string, AddressKind][] = [
  ['8.8.8.8', 'public'],
  ['93.184.216.34', 'public'],
  ['0.0.0.0', 'unspecified'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['10.0.0.1', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['172.32.0.1', 'public'],
  ['192.168.1.1', 'private'],
  ['100.64.0.1', 'shared'],
  ['169.254.169.254', 'link-local'],
  ['192.0.0.8', 'reserved'],
  ['192.0.2.1', 'documentation'],
  ['198.18.0.1', 'reserved'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  ['2606:4700:4700::1111', 'public'],
  ['2a00:1450:4001:81c::200e', 'public'],
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['[::1]', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::ffff:10.1.2.3', 'private'],
  ['::ffff:169.254.169.254', 'link-local'],
  ['::ffff:8.8.8.8', 'public'],
  ['::ffff:0:a9fe:a9fe', 'link-local'],
  ['64:ff9b::127.0.0.1', 'loopback'],
  ['64:ff9b::8.8.8.8', 'public'],
  ['2002:7f00:1::', 'loopback'],
  ['2002:0808:0808::1', 'public'],
  ['::127.0.0.1', 'reserved'],
  ['fc00::1', 'private'],
  ['fd12:3456:789a::1', 'private'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['fec0::1', 'private'],
  ['ff02::1', 'multicast'],
  ['2001:db8::1', 'documentation'],
  ['3fff::1', 'documentation'],
  ['2001::1', 'reserved'],
  ['100::1', 'reserved'],
  ['localhost', 'invalid'],
  ['1.2.3', 'invalid'],
  ['01.2.3.4', 'invalid'],
  ['1.2.3.256', 'invalid'],
  ['1::2::3', 'invalid'],
  ['', 'invalid'],
]

describe('addressKind', () => {
  test.each(table)('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind)
  })
})

test('isIpLiteral tells addresses from names', () => {
  expect(isIpLiteral('127.0.0.1')).toBe(true)
  expect(isIpLiteral('[::1]')).toBe(true)
  expect(isIpLiteral('example.com')).toBe(false)
  expect(isIpLiteral('1.2.3.4.example.com')).toBe(false)
})
