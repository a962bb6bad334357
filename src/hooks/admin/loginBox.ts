import { isSafeHttpUrl } from '../../api/client'
import type { LoginBoxConfiguration, MetadataAction } from '../../api/metadata'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../api/sso'

/**
 * The custom login box tab's decisions (spec/admin.md §2 account details customLogin, §5 "No
 * changes to update" and GTM ids, §7 metadata update), without React: the form's values from the
 * saved metadata, what is wrong before sending, and the list of actions a save sends.
 */

/** What the form holds, as typed or chosen. An empty text means the login screen's own words. */
export interface LoginBoxDraft {
  /** An https address or an uploaded image's data URL; empty: no logo. */
  readonly logo: string
  readonly primaryColor: string
  readonly backgroundColor: string
  readonly title: string
  readonly subtitle: string
  readonly submit: string
  /** The social buttons shown, in the login screen's order. */
  readonly socialLogins: readonly SocialProvider[]
  readonly gtmContainerId: string
}

export type LoginBoxField = keyof LoginBoxDraft

/** The colours a box without saved ones starts from: the kit's light theme (the screen passes them in). */
export interface LoginBoxDefaults {
  readonly primaryColor: string
  readonly backgroundColor: string
}

/** Where each field lives in the adminBox row's configuration (the actions' paths). */
export const LOGIN_BOX_PATHS: Readonly<Record<LoginBoxField, string>> = {
  logo: 'loginBox.logo',
  primaryColor: 'loginBox.palette.primary',
  backgroundColor: 'loginBox.palette.background',
  title: 'loginBox.texts.title',
  subtitle: 'loginBox.texts.subtitle',
  submit: 'loginBox.texts.submit',
  socialLogins: 'loginBox.socialLogins',
  gtmContainerId: 'loginBox.gtmContainerId',
}

const FIELDS = Object.keys(LOGIN_BOX_PATHS) as LoginBoxField[]

/** The identity API keeps each text to 255 characters. */
export const MAX_LOGIN_BOX_TEXT_LENGTH = 255

/** A CSS hex colour: #rgb, #rgba, #rrggbb or #rrggbbaa. */
export function isHexColor(value: string): boolean {
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value.trim())
}

/** spec/admin.md §5: GTM- followed by letters or digits. */
export function isGtmContainerId(value: string): boolean {
  return /^GTM-[A-Za-z0-9]+$/.test(value.trim())
}

const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/

/** A logo is an https address (no credentials) or an uploaded PNG, JPEG, GIF or WebP as a data URL. */
export function isLogo(value: string): boolean {
  const logo = value.trim()
  return IMAGE_DATA_URL.test(logo) || (isSafeHttpUrl(logo) && logo.startsWith('https:'))
}

/** The form's values from the saved box; anything missing (or a lookup that failed) takes its default. */
export function loginBoxDraft(saved: LoginBoxConfiguration | null | undefined, defaults: LoginBoxDefaults): LoginBoxDraft {
  const shown = new Set(saved?.socialLogins ?? [])
  return {
    logo: saved?.logo ?? '',
    primaryColor: saved?.palette?.primary || defaults.primaryColor,
    backgroundColor: saved?.palette?.background || defaults.backgroundColor,
    title: saved?.texts?.title ?? '',
    subtitle: saved?.texts?.subtitle ?? '',
    submit: saved?.texts?.submit ?? '',
    socialLogins: SOCIAL_PROVIDERS.filter((provider) => shown.has(provider)),
    gtmContainerId: saved?.gtmContainerId ?? '',
  }
}

export type LoginBoxProblem = 'colorInvalid' | 'gtmInvalid' | 'logoInvalid' | 'tooLong'

/** What is wrong with the draft before anything is sent, per field. An empty logo, text or GTM id is fine. */
export function loginBoxProblems(draft: LoginBoxDraft): Partial<Record<LoginBoxField, LoginBoxProblem>> {
  const problems: Partial<Record<LoginBoxField, LoginBoxProblem>> = {}
  if (!isHexColor(draft.primaryColor)) problems.primaryColor = 'colorInvalid'
  if (!isHexColor(draft.backgroundColor)) problems.backgroundColor = 'colorInvalid'
  if (draft.logo.trim() !== '' && !isLogo(draft.logo)) problems.logo = 'logoInvalid'
  for (const field of ['title', 'subtitle', 'submit'] as const) {
    if (draft[field].trim().length > MAX_LOGIN_BOX_TEXT_LENGTH) problems[field] = 'tooLong'
  }
  if (draft.gtmContainerId.trim() !== '' && !isGtmContainerId(draft.gtmContainerId)) problems.gtmContainerId = 'gtmInvalid'
  return problems
}

/** A field's value as it is saved: trimmed, colours in lower case, the social list as it is. */
function normalised(field: LoginBoxField, draft: LoginBoxDraft): string | readonly string[] {
  const value = draft[field]
  if (typeof value !== 'string') return value
  const trimmed = value.trim()
  return field === 'primaryColor' || field === 'backgroundColor' ? trimmed.toLowerCase() : trimmed
}

const same = (a: string | readonly string[], b: string | readonly string[]) => (typeof a === 'string' || typeof b === 'string' ? a === b : a.length === b.length && a.every((item, index) => item === b[index]))

/**
 * What a save sends (spec/admin.md §7): one action per field that changed from the saved box, in
 * the form's order; an emptied logo, text or GTM id is removed (its default applies again). Empty
 * means "No changes to update" (spec/admin.md §5): nothing is sent.
 */
export function loginBoxActions(saved: LoginBoxConfiguration | null | undefined, draft: LoginBoxDraft, defaults: LoginBoxDefaults): MetadataAction[] {
  const before = loginBoxDraft(saved, defaults)
  const actions: MetadataAction[] = []
  for (const field of FIELDS) {
    const value = normalised(field, draft)
    if (same(value, normalised(field, before))) continue
    const path = LOGIN_BOX_PATHS[field]
    actions.push(value === '' ? { type: 'remove', path, payload: null } : { type: 'set', path, payload: value })
  }
  return actions
}

/** The colours the preview paints with: the typed ones once they are colours, the defaults meanwhile. */
export function previewColors(draft: Pick<LoginBoxDraft, 'primaryColor' | 'backgroundColor'>, defaults: LoginBoxDefaults): LoginBoxDefaults {
  return {
    primaryColor: isHexColor(draft.primaryColor) ? draft.primaryColor.trim() : defaults.primaryColor,
    backgroundColor: isHexColor(draft.backgroundColor) ? draft.backgroundColor.trim() : defaults.backgroundColor,
  }
}

/** The logo the preview shows: the typed one once it is a logo, none meanwhile. */
export function previewLogo(logo: string): string | null {
  return logo.trim() !== '' && isLogo(logo) ? logo.trim() : null
}
