import { audits, restrictions, type Client } from '../../../api'
import type { IpRules } from '../../../api/ipRules'
import type { DomainRules } from '../impact/domainImpact'
import { SIGN_IN_ACTION, SIGN_IN_WINDOW_MS, signInsFromAudits, type RecentSignIn } from '../impact/ipImpact'
import type { ImpactPerson } from '../impact/mfaImpact'
import { loadAccountPeople } from './accountPeople'
import { useTeamResource, type Resource } from './shared'

// What the change previews (hooks/admin/impact) are computed from, loaded when a dialog that shows
// one opens: never with the section.

/** Entries asked for per page when the whole IP list is needed (the preview, the lock-out check). */
const WHOLE_LIST_PAGE = 50

/** The IP rules as the server has them now: the config and every entry. */
export async function loadIpRules(client: Client): Promise<IpRules> {
  const [config, entries] = await Promise.all([
    restrictions.getIpRestrictionsConfig(client),
    (async () => {
      const entries: restrictions.IpRestriction[] = []
      for (let page = 0; ; page++) {
        const answer = await restrictions.listIpRestrictions(client, { pageOffset: page, pageSize: WHOLE_LIST_PAGE })
        entries.push(...answer.items)
        if (page + 1 >= answer._metadata.totalPages) return entries
      }
    })(),
  ])
  return { config, entries }
}

/** Sign-ins asked for per page, and the most pages read: at most 1,000 sign-ins, newest first. */
export const SIGN_INS_PAGE = 200
export const SIGN_INS_PAGES = 5

export interface RecentSignIns {
  readonly signIns: readonly RecentSignIn[]
  /** False when the 7 days held more sign-ins than were read: the preview counts "at least". */
  readonly complete: boolean
}

/** The audit log's sign-ins of the last 7 days to `now`, newest first, page by page until a page reaches past the window or the cap. */
export async function loadRecentSignIns(client: Client, now: number): Promise<RecentSignIns> {
  const signIns: RecentSignIn[] = []
  for (let page = 0; page < SIGN_INS_PAGES; page++) {
    const answer = await audits.getAudits(client, { offset: page * SIGN_INS_PAGE, count: SIGN_INS_PAGE, sortBy: 'createdAt', sortDirection: 'desc', filters: { action: SIGN_IN_ACTION } })
    signIns.push(...signInsFromAudits(answer.data))
    const oldest = Date.parse(answer.data.at(-1)?.createdAt ?? '')
    const last = answer.data.length < SIGN_INS_PAGE || (page + 1) * SIGN_INS_PAGE >= answer.total
    if (last || !(oldest >= now - SIGN_IN_WINDOW_MS)) return { signIns, complete: true }
  }
  return { signIns, complete: false }
}

export interface IpImpactData {
  readonly rules: IpRules
  readonly recent: RecentSignIns
  /** When the sign-ins were read: the window ends here. */
  readonly now: number
}

/** What the IP preview needs, loaded together when an IP dialog opens (and again after an IP change): the rules now and the week's sign-ins. */
export function useIpImpactData(): Resource<IpImpactData> {
  const { key: _key, context: _context, ...resource } = useTeamResource('useIpImpactData', 'loadSecurity', restrictions.IP_RESTRICTIONS_PATH, { whole: true, signIns: SIGN_IN_ACTION }, async ({ client }) => {
    const now = Date.now()
    const [rules, recent] = await Promise.all([loadIpRules(client), loadRecentSignIns(client, now)])
    return { rules, recent, now }
  }, { revalidateOnFocus: false })
  return resource
}

export interface DomainImpactData {
  readonly rules: DomainRules
  readonly people: readonly ImpactPerson[]
  /** False when the account has more people than were read: the preview counts "at least". */
  readonly complete: boolean
}

/** The email-domain rules now and the account's people, loaded together when a domain dialog opens. */
export function useDomainImpactData(): Resource<DomainImpactData> {
  const { key: _key, context: _context, ...resource } = useTeamResource('useDomainImpactData', 'loadSecurity', restrictions.DOMAIN_RESTRICTIONS_PATH, { withPeople: true }, async ({ client }) => {
    const [config, entries, { people, complete }] = await Promise.all([restrictions.getDomainRestrictionsConfig(client), restrictions.listDomainRestrictions(client), loadAccountPeople(client)])
    return { rules: { config, entries }, people, complete }
  }, { revalidateOnFocus: false })
  return resource
}
