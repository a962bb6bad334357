/**
 * Configurable page fields and tabs (spec/admin.md §2 "Configurable page fields"): which exist,
 * and how each appears given the host's overrides. Fields are 'hidden' | 'viewOnly' | 'edit',
 * tabs 'hidden' | 'edit'; with no override everything is 'edit' (the spec gives no other default).
 */

export const FIELD_APPEARANCES = ['hidden', 'viewOnly', 'edit'] as const
export type FieldAppearance = (typeof FIELD_APPEARANCES)[number]
export const TAB_APPEARANCES = ['hidden', 'edit'] as const
export type TabAppearance = (typeof TAB_APPEARANCES)[number]

/** Pages (and dialogs) with configurable fields, and the pages whose entries are tabs. */
export const PAGE_FIELDS = {
  profile: { kind: 'fields', names: ['name', 'phoneNumber', 'address', 'jobTitle'] },
  privacy: { kind: 'fields', names: ['loginSessions', 'mfa'] },
  inviteUser: { kind: 'fields', names: ['name', 'phoneNumber'] },
  account: { kind: 'fields', names: ['companyName', 'address', 'website', 'timezone', 'currency'] },
  subscriptions: { kind: 'fields', names: ['invoices'] },
  security: { kind: 'tabs', names: ['sessionManagement', 'generalSettings', 'ipRestrictions', 'domainRestrictions'] },
  sessionManagement: { kind: 'fields', names: ['idleSessionTimeout', 'forceReLogin', 'maximumConcurrentSessions'] },
  generalSettings: { kind: 'fields', names: ['mfa', 'userLockout', 'passwordHistory'] },
  accountDetails: { kind: 'tabs', names: ['settings', 'customLogin'] },
} as const

type Pages = typeof PAGE_FIELDS
export type PageId = keyof Pages
/** A field or tab named `page.name`, e.g. 'profile.phoneNumber' or 'security.ipRestrictions'. */
export type FieldId = { [P in PageId]: `${P}.${Pages[P]['names'][number]}` }[PageId]
export type TabId = { [P in PageId]: Pages[P]['kind'] extends 'tabs' ? `${P}.${Pages[P]['names'][number]}` : never }[PageId]

/** The appearance a field or a tab can be given. */
export type AppearanceFor<F extends FieldId> = F extends TabId ? TabAppearance : FieldAppearance

/** The host's overrides, by page then field: `{ profile: { phoneNumber: 'hidden' } }`. */
export type AppearanceOverrides = {
  readonly [P in PageId]?: { readonly [N in Pages[P]['names'][number]]?: Pages[P]['kind'] extends 'tabs' ? TabAppearance : FieldAppearance }
}

/** Field pages that live inside a security tab: hiding the tab hides their fields. */
const INSIDE_TAB: Partial<Record<PageId, TabId>> = {
  sessionManagement: 'security.sessionManagement',
  generalSettings: 'security.generalSettings',
}

function own(record: unknown, key: string): unknown {
  return record && typeof record === 'object' && Object.prototype.hasOwnProperty.call(record, key) ? (record as Record<string, unknown>)[key] : undefined
}

/** Whether `id` names a configurable field or tab of spec/admin.md §2. */
export function isFieldId(id: string): id is FieldId {
  const [page, name, ...rest] = typeof id === 'string' ? id.split('.') : []
  const entry = own(PAGE_FIELDS, page ?? '') as Pages[PageId] | undefined
  return rest.length === 0 && !!entry && (entry.names as readonly string[]).includes(name ?? '')
}

/**
 * How a field or tab appears. An override that is not an appearance of its kind (a tab set to
 * 'viewOnly', a typo) is ignored and the default 'edit' applies. A field inside a hidden security
 * tab is hidden. An id that names no configurable field is 'edit' (nothing configures it).
 */
export function appearanceOf<F extends FieldId>(field: F, overrides: AppearanceOverrides = {}): AppearanceFor<F> {
  if (!isFieldId(field)) return 'edit' as AppearanceFor<F>
  const [page, name] = field.split('.') as [PageId, string]
  const parentTab = INSIDE_TAB[page]
  if (parentTab && appearanceOf(parentTab, overrides) === 'hidden') return 'hidden' as AppearanceFor<F>
  const allowed: readonly string[] = PAGE_FIELDS[page].kind === 'tabs' ? TAB_APPEARANCES : FIELD_APPEARANCES
  const override = own(own(overrides, page), name)
  return (typeof override === 'string' && allowed.includes(override) ? override : 'edit') as AppearanceFor<F>
}
