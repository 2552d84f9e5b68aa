import { lookup } from 'node:dns/promises'
import { type AddressKind, addressKind, isIpLiteral } from '~/lib/network-address'
import { webhookUrlProblem } from '~/lib/webhook-rules'

/** Where a webhook URL may be sent: the address it resolved to, checked. */
export type WebhookTarget = { url: URL; address: string; family: 4 | 6 }

/** Why a URL may not be used; the message is for the person who entered it (and the delivery log). */
export class WebhookTargetError extends Error {
  constructor(
    message: string,
    readonly reason: 'form' | 'unresolvable' | 'not-public',
  ) {
    super(message)
    this.name = 'WebhookTargetError'
  }
}

export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>

const systemResolve: ResolveHost = (hostname) => lookup(hostname, { all: true, verbatim: true })

const KIND_WORDS: Record<Exclude<AddressKind, 'public'>, string> = {
  invalid: 'not a valid address',
  unspecified: 'an unspecified address',
  loopback: 'a loopback address (this machine)',
  private: 'a private network address',
  shared: 'a carrier-grade NAT address',
  'link-local': 'a link-local address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
  documentation: 'a documentation address',
  broadcast: 'a broadcast address',
}

/**
 * The SSRF guard: resolves a webhook URL's host once and checks every address it has. Unless private networks
 * are allowed, a host with any non-public address (loopback, private, link-local, multicast, reserved, IPv4
 * and IPv6, IPv4-mapped IPv6 included) is refused, so a name cannot point a second address inside. The caller
 * connects to the returned address itself (see sendWebhookRequest), never resolving the name again: a DNS
 * answer that changes between the check and the connection (rebinding) cannot get through.
 */
export async function resolveWebhookTarget(
  rawUrl: string,
  options: { allowPrivateNetworks: boolean; resolve?: ResolveHost },
): Promise<WebhookTarget> {
  const problem = webhookUrlProblem(rawUrl, { allowHttp: options.allowPrivateNetworks })
  if (problem) throw new WebhookTargetError(problem, 'form')
  const url = new URL(rawUrl)
  const hostname = url.hostname.replace(/^\[|\]$/g, '')
  let addresses: { address: string; family: number }[]
  if (isIpLiteral(hostname)) {
    addresses = [{ address: hostname, family: hostname.includes(':') ? 6 : 4 }]
  } else {
    try {
      addresses = await (options.resolve ?? systemResolve)(hostname)
    } catch {
      throw new WebhookTargetError(`The host ${hostname} could not be found`, 'unresolvable')
    }
    if (addresses.length === 0) {
      throw new WebhookTargetError(`The host ${hostname} could not be found`, 'unresolvable')
    }
  }
  if (!options.allowPrivateNetworks) {
    for (const { address } of addresses) {
      const kind = addressKind(address)
      if (kind !== 'public') {
        throw new WebhookTargetError(
          `${hostname} points to ${KIND_WORDS[kind]}; webhooks may only reach public addresses`,
          'not-public',
        )
      }
    }
  }
  const [first] = addresses
  if (!first) throw new WebhookTargetError(`The host ${hostname} could not be found`, 'unresolvable')
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 }
}
