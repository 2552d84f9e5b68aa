/**
 * Where an IP address points, for the webhook SSRF guard: a public unicast address, or the kind of non-public
 * range it is in (loopback, private, link-local, multicast, reserved …). Pure and strict: anything that does
 * not parse as an IPv4 or IPv6 address is `invalid`, which the guard refuses like a private one.
 */
export type AddressKind =
  | 'public'
  | 'invalid'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'multicast'
  | 'reserved'
  | 'documentation'
  | 'broadcast'

function parseIpv4(text: string): number[] | null {
  const parts = text.split('.')
  if (parts.length !== 4) return null
  const bytes = parts.map((part) => (/^(0|[1-9]\d{0,2})$/.test(part) ? Number(part) : Number.NaN))
  return bytes.every((byte) => Number.isInteger(byte) && byte <= 255) ? bytes : null
}

/** Eight 16-bit groups, or null. Accepts `::` compression, an embedded dotted IPv4 tail and a `%zone`. */
function parseIpv6(text: string): number[] | null {
  let value = text
  if (value.startsWith('[') && value.endsWith(']')) value = value.slice(1, -1)
  const zone = value.indexOf('%')
  if (zone >= 0) value = value.slice(0, zone)
  if (!/^[0-9a-fA-F:.]+$/.test(value)) return null
  let tail: number[] = []
  const lastColon = value.lastIndexOf(':')
  if (value.includes('.')) {
    const v4 = parseIpv4(value.slice(lastColon + 1))
    if (!v4) return null
    tail = [(v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!]
    value = value.slice(0, lastColon + 1)
    if (!value.endsWith('::')) value = value.slice(0, -1)
  }
  const halves = value.split('::')
  if (halves.length > 2) return null
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'))
  const head = groupsOf(halves[0] ?? '')
  const rest = halves.length === 2 ? groupsOf(halves[1] ?? '') : []
  if ([...head, ...rest].some((group) => !/^[0-9a-fA-F]{1,4}$/.test(group))) return null
  const numbers = (groups: string[]) => groups.map((group) => Number.parseInt(group, 16))
  const known = head.length + rest.length + tail.length
  if (halves.length === 1) {
    return known === 8 ? [...numbers(head), ...tail] : null
  }
  if (known > 7) return null
  return [...numbers(head), ...new Array<number>(8 - known).fill(0), ...numbers(rest), ...tail]
}

function ipv4Kind(bytes: number[]): AddressKind {
  const [a = 0, b = 0, c = 0, d = 0] = bytes
  if (a === 0) return 'unspecified'
  if (a === 127) return 'loopback'
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private'
  if (a === 100 && b >= 64 && b <= 127) return 'shared'
  if (a === 169 && b === 254) return 'link-local'
  if (a === 192 && b === 0 && c === 0) return 'reserved'
  if (
    (a === 192 && b === 0 && c === 2) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113)
  ) {
    return 'documentation'
  }
  if (a === 192 && b === 88 && c === 99) return 'reserved'
  if (a === 198 && (b === 18 || b === 19)) return 'reserved'
  if (a >= 224 && a <= 239) return 'multicast'
  if (a === 255 && b === 255 && c === 255 && d === 255) return 'broadcast'
  if (a >= 240) return 'reserved'
  return 'public'
}

function embeddedIpv4(groups: number[], from: number): number[] {
  const high = groups[from] ?? 0
  const low = groups[from + 1] ?? 0
  return [high >> 8, high & 0xff, low >> 8, low & 0xff]
}

function ipv6Kind(groups: number[]): AddressKind {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, , g7 = 0] = groups
  const zeroTo = (count: number) => groups.slice(0, count).every((group) => group === 0)
  if (zeroTo(8)) return 'unspecified'
  if (zeroTo(7) && g7 === 1) return 'loopback'
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-translated (::ffff:0:a.b.c.d): the IPv4 address decides.
  if (zeroTo(5) && g5 === 0xffff) return ipv4Kind(embeddedIpv4(groups, 6))
  if (zeroTo(4) && g4 === 0xffff && g5 === 0) return ipv4Kind(embeddedIpv4(groups, 6))
  // NAT64 (64:ff9b::/96) reaches the IPv4 address it embeds.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return ipv4Kind(embeddedIpv4(groups, 6))
  }
  // 6to4 (2002::/16) embeds an IPv4 address too.
  if (g0 === 0x2002) {
    const kind = ipv4Kind(embeddedIpv4(groups, 1))
    return kind === 'public' ? 'public' : kind
  }
  if (zeroTo(6)) return 'reserved' // IPv4-compatible (deprecated)
  if ((g0 & 0xfe00) === 0xfc00) return 'private' // unique local fc00::/7
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local'
  if ((g0 & 0xffc0) === 0xfec0) return 'private' // site-local (deprecated)
  if ((g0 & 0xff00) === 0xff00) return 'multicast'
  if (g0 === 0x2001 && g1 === 0x0db8) return 'documentation'
  if (g0 === 0x3fff && (g1 & 0xf000) === 0) return 'documentation'
  // 2001::/23 holds protocol assignments (Teredo, ORCHID, benchmarking): none is a web server.
  if (g0 === 0x2001 && g1 < 0x0200) return 'reserved'
  // Everything outside global unicast 2000::/3 (discard 100::/64, 64:ff9b:1::/48 …) is reserved.
  if ((g0 & 0xe000) !== 0x2000) return 'reserved'
  return 'public'
}

/** The kind of an address as `dns.lookup` or a URL's host gives it (IPv6 with or without brackets). */
export function addressKind(address: string): AddressKind {
  const v4 = parseIpv4(address)
  if (v4) return ipv4Kind(v4)
  const v6 = parseIpv6(address)
  if (v6) return ipv6Kind(v6)
  return 'invalid'
}

export function isPublicAddress(address: string): boolean {
  return addressKind(address) === 'public'
}

/** Whether a URL's hostname is written as an IP address (then no name is looked up). */
export function isIpLiteral(hostname: string): boolean {
  return parseIpv4(hostname) !== null || (hostname.includes(':') && parseIpv6(hostname) !== null)
}
