import * as v from 'valibot'

/**
 * IP restriction rules (spec/admin.md §3 IP restriction, §4): which text is an address or a CIDR
 * range, whether an address falls in one, and whether the rules let an address in. Pure: the admin
 * screens check input and warn of a lock-out with them; the fixtures answer the verify calls with them.
 */

const IPV4 = v.pipe(v.string(), v.ipv4())
const IPV6 = v.pipe(v.string(), v.ipv6())

export type IpVersion = 4 | 6
/** An address or a range, as typed (trimmed) and read. */
export interface IpEntry {
  readonly text: string
  readonly version: IpVersion
  /** The range's prefix length; a single address has the full length (32 or 128). */
  readonly prefix: number
}

/** The entry `text` stands for (an IPv4 or IPv6 address, or one with /prefix), or null when it is neither. */
export function parseIpEntry(text: string): IpEntry | null {
  const trimmed = text.trim()
  const [address = '', prefixText, ...rest] = trimmed.split('/')
  if (rest.length > 0) return null
  // A zone index (fe80::1%eth0) names an interface, not an address another host can see.
  const isV6 = !address.includes('%') && v.is(IPV6, address)
  const version: IpVersion | null = v.is(IPV4, address) ? 4 : isV6 ? 6 : null
  if (version === null) return null
  const bits = version === 4 ? 32 : 128
  if (prefixText === undefined) return { text: trimmed, version, prefix: bits }
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return null
  return { text: trimmed, version, prefix: Number(prefixText) }
}

/** Whether `text` is an address or a CIDR range the API takes. */
export const isIpOrCidr = (text: string) => parseIpEntry(text) !== null

/** Bulk input split on commas, spaces and new lines: the entries, the ones that are not addresses, and repeats dropped. */
export function splitIpList(text: string): { valid: string[]; invalid: string[] } {
  const valid: string[] = []
  const invalid: string[] = []
  for (const part of text.split(/[\s,;]+/).filter(Boolean)) {
    if (!isIpOrCidr(part)) invalid.push(part)
    else if (!valid.includes(part)) valid.push(part)
  }
  return { valid, invalid }
}

function ipv4Bits(address: string): bigint {
  return address.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n)
}

function ipv6Bits(address: string): bigint {
  let text = address.toLowerCase()
  const embedded = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (embedded?.[1]) {
    const four = ipv4Bits(embedded[1])
    text = `${text.slice(0, -embedded[1].length)}${(four >> 16n).toString(16)}:${(four & 0xffffn).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const headParts = head ? head.split(':') : []
  const tailParts = tail ? tail.split(':') : []
  const groups = tail === undefined ? headParts : [...headParts, ...Array<string>(8 - headParts.length - tailParts.length).fill('0'), ...tailParts]
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group || '0', 16)), 0n)
}

/** Whether the address `ip` is the entry's address or inside its range (never across IPv4 and IPv6). */
export function ipMatches(ip: string, entryText: string): boolean {
  const address = parseIpEntry(ip)
  const entry = parseIpEntry(entryText)
  if (!address || !entry || address.version !== entry.version || address.prefix !== (address.version === 4 ? 32 : 128)) return false
  const bits = entry.version === 4 ? 32 : 128
  const read = entry.version === 4 ? ipv4Bits : ipv6Bits
  const shift = BigInt(bits - entry.prefix)
  return read(ip.trim()) >> shift === read(entry.text.split('/')[0]!) >> shift
}

/** The rules as the API keeps them: the config and its entries. */
export interface IpRules {
  readonly config: { readonly isActive: boolean; readonly strategy: 'ALLOW' | 'BLOCK' }
  readonly entries: readonly { readonly ip: string; readonly isActive: boolean; readonly strategy: 'ALLOW' | 'BLOCK' }[]
}

/**
 * Whether `ip` may sign in: anyone while restrictions are off; with an allow list, only an address an
 * active allow entry covers; with a block list, any address no active block entry covers.
 */
export function isIpAllowed(ip: string, rules: IpRules): boolean {
  if (!rules.config.isActive) return true
  const covering = rules.entries.filter((entry) => entry.isActive && entry.strategy === rules.config.strategy && ipMatches(ip, entry.ip))
  return rules.config.strategy === 'ALLOW' ? covering.length > 0 : covering.length === 0
}

/** Whether `ip` is covered by an active allow entry (what verify/allow answers). */
export function isIpOnAllowList(ip: string, entries: IpRules['entries']): boolean {
  return entries.some((entry) => entry.isActive && entry.strategy === 'ALLOW' && ipMatches(ip, entry.ip))
}

/**
 * spec/admin.md §4: a change that would shut the admin out of their own tenant. True when `ip` may
 * sign in under `before` and not under `after`; an unknown address (null) cannot be judged: false.
 */
export function locksOut(ip: string | null, before: IpRules, after: IpRules): boolean {
  return ip !== null && isIpAllowed(ip, before) && !isIpAllowed(ip, after)
}
