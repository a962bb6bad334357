import type { Profile, ProfileUpdate } from '../../../api'
import { parsePhoneNumber, type CountryCode } from '../../mfa/phone'

/**
 * The profile section's decisions (spec/admin.md §2 profile page, §4 profile picture), without React:
 * what a save sends, what the page shows meanwhile, which picture may be uploaded.
 */

/** The fields of the profile page a host can configure (spec/admin.md §2). */
export const PROFILE_FIELDS = ['name', 'phoneNumber', 'address', 'jobTitle'] as const
export type ProfileField = (typeof PROFILE_FIELDS)[number]

/** What the profile form holds: each field as typed. */
export type ProfileDraft = Record<ProfileField, string>

/** The form's first values: the saved profile, empty where a field has none. */
export function profileDraft(profile: Pick<Profile, ProfileField> | undefined): ProfileDraft {
  return { name: profile?.name ?? '', phoneNumber: profile?.phoneNumber ?? '', address: profile?.address ?? '', jobTitle: profile?.jobTitle ?? '' }
}

/**
 * What a save sends: the fields the user may edit whose value changed, trimmed; an emptied optional
 * field is sent as null. A field hidden or view-only is never sent: the host did not let it change.
 * `phoneNumber` must already be E.164 (checked by the phone library before).
 */
export function profileChanges(saved: Pick<Profile, ProfileField> | undefined, draft: ProfileDraft, editable: readonly ProfileField[]): ProfileUpdate {
  const before = profileDraft(saved)
  const update: ProfileUpdate = {}
  for (const field of editable) {
    const value = draft[field].trim()
    if (value === before[field].trim()) continue
    if (field === 'name') update.name = value
    else update[field] = value === '' ? null : value
  }
  return update
}

export type ProfileProblem = 'nameRequired' | 'tooLong'
/** spec/admin.md §5 names no limits for the profile; the identity API keeps each text field to 255 characters. */
export const MAX_PROFILE_FIELD_LENGTH = 255

/** What is wrong with the draft before anything is sent, per field (the phone number is the phone library's). */
export function profileProblems(draft: ProfileDraft, editable: readonly ProfileField[]): Partial<Record<ProfileField, ProfileProblem>> {
  const problems: Partial<Record<ProfileField, ProfileProblem>> = {}
  for (const field of editable) {
    const value = draft[field].trim()
    if (field === 'name' && value === '') problems.name = 'nameRequired'
    else if (value.length > MAX_PROFILE_FIELD_LENGTH) problems[field] = 'tooLong'
  }
  return problems
}

/** What is wrong with a field of the draft. */
export type ProfileFieldProblem = ProfileProblem | 'phoneNumberInvalid'

/**
 * The save a draft makes, or what is wrong with it: the rules above, and an editable phone number
 * changed from the saved one is read by the phone library (in `defaultCountry` when it has no
 * country code) and sent as E.164.
 */
export async function profileUpdate(
  saved: Pick<Profile, ProfileField> | undefined,
  draft: ProfileDraft,
  editable: readonly ProfileField[],
  defaultCountry?: CountryCode,
): Promise<{ readonly ok: true; readonly update: ProfileUpdate } | { readonly ok: false; readonly problems: Partial<Record<ProfileField, ProfileFieldProblem>> }> {
  const problems: Partial<Record<ProfileField, ProfileFieldProblem>> = profileProblems(draft, editable)
  let phoneNumber = draft.phoneNumber
  // A number left as saved is not read again: the server took it, even one the library would not.
  const typed = draft.phoneNumber.trim()
  if (editable.includes('phoneNumber') && typed !== '' && typed !== (saved?.phoneNumber ?? '') && !problems.phoneNumber) {
    const parsed = await parsePhoneNumber(draft.phoneNumber, defaultCountry)
    if (parsed.ok) phoneNumber = parsed.phoneNumber
    else problems.phoneNumber = 'phoneNumberInvalid'
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  return { ok: true, update: profileChanges(saved, { ...draft, phoneNumber }, editable) }
}

/** The profile as shown while a save is on its way (spec/admin.md §4: optimistic, rolled back if it fails). */
export function optimisticProfile<P extends Partial<Profile>>(current: P | undefined, update: ProfileUpdate): P | undefined {
  return current ? { ...current, ...update } : current
}

/** The parts of a saved profile the session's user takes on: never its tokens or ids. */
export function sessionProfileFields(profile: Partial<Profile>): Partial<Profile> {
  const fields: Partial<Profile> = {}
  for (const key of ['name', 'phoneNumber', 'address', 'jobTitle', 'profilePictureUrl'] as const) if (profile[key] !== undefined) (fields as Record<string, unknown>)[key] = profile[key]
  return fields
}

/** Raster images a browser shows everywhere; SVG is left out (it can carry scripts). */
export const PROFILE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
export type ProfilePictureType = (typeof PROFILE_PICTURE_TYPES)[number]
/** The largest picture the screens upload; the spec names none, the image store takes 5 MiB. */
export const MAX_PROFILE_PICTURE_BYTES = 2 * 1024 * 1024
/** spec/admin.md §9: base64 is decoded 512 characters at a time. */
export const BASE64_CHUNK = 512
/** How much of a file `pictureFormat` reads: the signatures need 12 bytes, an SVG's root may come after a prolog. */
export const PICTURE_HEAD_BYTES = 512

export type PictureProblem = 'notImage' | 'wrongType' | 'tooLarge' | 'empty'

/** A chosen file, checked before it is read: its size. What it is comes from its bytes (`pictureFormat`), never its name or type. */
export function pictureFileProblem(file: { size: number }, maxBytes: number = MAX_PROFILE_PICTURE_BYTES): Extract<PictureProblem, 'empty' | 'tooLarge'> | null {
  if (file.size === 0) return 'empty'
  if (file.size > maxBytes) return 'tooLarge'
  return null
}

export type PictureFormat = { readonly ok: true; readonly contentType: ProfilePictureType } | { readonly ok: false; readonly problem: Extract<PictureProblem, 'empty' | 'wrongType' | 'notImage'> }

const startsWith = (head: Uint8Array, signature: readonly number[], at = 0) => head.length >= at + signature.length && signature.every((byte, index) => head[at + index] === byte)
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))

/** The signatures of the pictures the kit takes, as each format's specification opens its files. */
const SIGNATURES: readonly { readonly contentType: ProfilePictureType; readonly matches: (head: Uint8Array) => boolean }[] = [
  { contentType: 'image/png', matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { contentType: 'image/jpeg', matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]) },
  { contentType: 'image/gif', matches: (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')) },
  { contentType: 'image/webp', matches: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8) },
]

/** HEIF (an iPhone's photos), AVIF: pictures, but not ones every browser shows. ISO BMFF: a `ftyp` box first. */
const OTHER_PICTURE_BRANDS = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis'])

/** Whether the head is the start of an SVG document (its root element in the bytes read): text, so no signature. */
function isSvg(head: Uint8Array): boolean {
  // The decoder drops a byte order mark.
  const text = new TextDecoder().decode(head).trimStart()
  return text.startsWith('<') && /<svg[\s>/]/i.test(text)
}

/**
 * What a picture is, from its first bytes (`PICTURE_HEAD_BYTES` of them): PNG, JPEG, GIF or WebP by
 * their signatures; an SVG (it can carry scripts) or another kind of picture is refused as a type the
 * kit does not take; anything else is not a picture. The file's name and declared type play no part:
 * a text file named `photo.png` is text.
 */
export function pictureFormat(head: Uint8Array): PictureFormat {
  if (head.length === 0) return { ok: false, problem: 'empty' }
  const known = SIGNATURES.find((signature) => signature.matches(head))
  if (known) return { ok: true, contentType: known.contentType }
  const brand = startsWith(head, ascii('ftyp'), 4) ? String.fromCharCode(...head.subarray(8, 12)) : null
  if ((brand && OTHER_PICTURE_BRANDS.has(brand)) || isSvg(head)) return { ok: false, problem: 'wrongType' }
  return { ok: false, problem: 'notImage' }
}

export type PictureData = { readonly ok: true; readonly contentType: ProfilePictureType; readonly base64: string; readonly bytes: number } | { readonly ok: false; readonly problem: PictureProblem }

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i

/**
 * spec/admin.md §4: a picture is uploaded only when the value is a base64 image data URL. Anything
 * else (a URL, text, another data URL) is refused, as is a type the screens do not take, bytes that
 * are not the picture the URL names (judged by `pictureFormat`), or a picture over `maxBytes` once
 * decoded.
 */
export function pictureData(value: string, maxBytes: number = MAX_PROFILE_PICTURE_BYTES): PictureData {
  const match = DATA_URL.exec(value.trim())
  if (!match) return { ok: false, problem: 'notImage' }
  const contentType = match[1]!.toLowerCase()
  const base64 = match[2]!
  if (!contentType.startsWith('image/')) return { ok: false, problem: 'notImage' }
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(contentType)) return { ok: false, problem: 'wrongType' }
  if (base64.length % 4 !== 0) return { ok: false, problem: 'notImage' }
  const bytes = (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0)
  if (bytes === 0) return { ok: false, problem: 'empty' }
  if (bytes > maxBytes) return { ok: false, problem: 'tooLarge' }
  const format = pictureFormat(headOf(base64))
  if (!format.ok) return { ok: false, problem: format.problem === 'empty' ? 'notImage' : format.problem }
  if (format.contentType !== contentType) return { ok: false, problem: 'notImage' }
  return { ok: true, contentType: format.contentType, base64, bytes }
}

/** The first `PICTURE_HEAD_BYTES` bytes of base64 (none when it does not decode). */
function headOf(base64: string): Uint8Array {
  try {
    const text = atob(base64.slice(0, Math.ceil(PICTURE_HEAD_BYTES / 3) * 4))
    return Uint8Array.from(text.slice(0, PICTURE_HEAD_BYTES), (char) => char.charCodeAt(0))
  } catch {
    return new Uint8Array(0)
  }
}

/**
 * The picture URL the server has for a profile, when an image may show it: an `https:` URL, or a data
 * URL of a type the kit takes (PNG, JPEG, GIF, WebP). Anything else (`javascript:`, `http:`, an SVG
 * or HTML data URL, a relative or broken URL) gives null, and the screen shows the initials instead.
 */
export function shownPictureUrl(url: string | null | undefined): string | null {
  if (!url) return null
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.protocol === 'https:') return parsed.href
  if (parsed.protocol !== 'data:') return null
  // The Fetch standard's data: URL processor: the media type is what comes before the first comma, parameters after ';'.
  const afterScheme = parsed.href.slice('data:'.length)
  const comma = afterScheme.indexOf(',')
  if (comma < 0) return null
  const essence = afterScheme.slice(0, comma).split(';')[0]!.trim().toLowerCase()
  return (PROFILE_PICTURE_TYPES as readonly string[]).includes(essence) ? parsed.href : null
}

/** The picture's bytes as a file to upload, decoded 512 characters at a time (spec/admin.md §9). */
export function pictureBlob(picture: { contentType: string; base64: string }): Blob {
  const parts: Uint8Array<ArrayBuffer>[] = []
  for (let start = 0; start < picture.base64.length; start += BASE64_CHUNK) {
    const text = atob(picture.base64.slice(start, start + BASE64_CHUNK))
    const bytes = new Uint8Array(text.length)
    for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index)
    parts.push(bytes)
  }
  return new Blob(parts, { type: picture.contentType })
}

/** spec/admin.md §4: after an upload the picture's URL gets a timestamp query parameter, so the new image shows rather than a cached one. */
export function withPictureTimestamp(url: string, now: number): string {
  const parsed = new URL(url)
  parsed.searchParams.set('t', String(now))
  return parsed.href
}
