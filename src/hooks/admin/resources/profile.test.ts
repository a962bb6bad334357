import { describe, expect, it } from 'vitest'
import {
  BASE64_CHUNK,
  MAX_PROFILE_PICTURE_BYTES,
  optimisticProfile,
  pictureBlob,
  pictureData,
  pictureFileProblem,
  pictureFormat,
  profileChanges,
  profileDraft,
  profileProblems,
  profileUpdate,
  sessionProfileFields,
  shownPictureUrl,
  withPictureTimestamp,
  PICTURE_HEAD_BYTES,
  PROFILE_FIELDS,
} from './profile'

const saved = { name: 'Ada Lovelace', phoneNumber: '+12025550143', address: null, jobTitle: 'Analyst' }
const base64Of = (bytes: number[]) => btoa(String.fromCharCode(...bytes))

describe('profileDraft', () => {
  it('holds each field as text, empty where the profile has none', () => {
    expect(profileDraft(saved)).toEqual({ name: 'Ada Lovelace', phoneNumber: '+12025550143', address: '', jobTitle: 'Analyst' })
    expect(profileDraft(undefined)).toEqual({ name: '', phoneNumber: '', address: '', jobTitle: '' })
  })
})

describe('profileChanges (what a save sends)', () => {
  it('sends only the fields that changed, trimmed', () => {
    expect(profileChanges(saved, { ...profileDraft(saved), jobTitle: '  Countess  ' }, PROFILE_FIELDS)).toEqual({ jobTitle: 'Countess' })
  })
  it('sends an emptied optional field as null', () => {
    expect(profileChanges(saved, { ...profileDraft(saved), jobTitle: ' ' }, PROFILE_FIELDS)).toEqual({ jobTitle: null })
  })
  it('sends nothing when nothing changed (whitespace alone is no change)', () => {
    expect(profileChanges(saved, { ...profileDraft(saved), name: 'Ada Lovelace ' }, PROFILE_FIELDS)).toEqual({})
  })
  it('never sends a field the host made hidden or view-only', () => {
    const draft = { ...profileDraft(saved), name: 'Augusta Ada King', jobTitle: 'Countess' }
    expect(profileChanges(saved, draft, ['jobTitle'])).toEqual({ jobTitle: 'Countess' })
  })
})

describe('profileProblems', () => {
  it('an editable name may not be empty', () => {
    expect(profileProblems({ ...profileDraft(saved), name: '  ' }, PROFILE_FIELDS)).toEqual({ name: 'nameRequired' })
    expect(profileProblems({ ...profileDraft(saved), name: '' }, ['jobTitle'])).toEqual({})
  })
  it('a field longer than 255 characters is refused', () => {
    expect(profileProblems({ ...profileDraft(saved), address: 'x'.repeat(256) }, PROFILE_FIELDS)).toEqual({ address: 'tooLong' })
    expect(profileProblems({ ...profileDraft(saved), address: 'x'.repeat(255) }, PROFILE_FIELDS)).toEqual({})
  })
})

describe('optimisticProfile and sessionProfileFields', () => {
  it('shows the update over the profile at once, nothing before it is loaded', () => {
    expect(optimisticProfile({ id: 'u', email: 'a@b.test', ...saved }, { jobTitle: 'Countess' })).toMatchObject({ id: 'u', jobTitle: 'Countess', name: 'Ada Lovelace' })
    expect(optimisticProfile(undefined, { jobTitle: 'Countess' })).toBeUndefined()
  })
  it('gives the session only the profile fields, never ids or tokens', () => {
    expect(sessionProfileFields({ id: 'u', email: 'a@b.test', tenantId: 't', name: 'Ada', jobTitle: null, accessToken: 'x' } as never)).toEqual({ name: 'Ada', jobTitle: null })
  })
})

describe('pictureFileProblem (a chosen file, before it is read)', () => {
  it('takes any size up to the limit: what the file is comes from its bytes', () => {
    expect(pictureFileProblem({ size: 1000 })).toBeNull()
    expect(pictureFileProblem({ size: MAX_PROFILE_PICTURE_BYTES })).toBeNull()
  })
  it('refuses an empty file and one over the limit', () => {
    expect(pictureFileProblem({ size: 0 })).toBe('empty')
    expect(pictureFileProblem({ size: MAX_PROFILE_PICTURE_BYTES + 1 })).toBe('tooLarge')
  })
})

const bytesOf = (text: string) => new TextEncoder().encode(text)
/** A file's first bytes: its signature, then bytes that mean nothing. */
const head = (...signature: number[]) => Uint8Array.from([...signature, ...Array.from({ length: 24 }, (_, index) => index)])
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff, 0xe0]
const WEBP = [...ascii('RIFF'), 0x24, 0x08, 0x00, 0x00, ...ascii('WEBP')]

describe('pictureFormat (issue 24: a picture is judged by its bytes, not its name or type)', () => {
  it('PNG, JPEG, GIF (87a and 89a) and WebP by their signatures', () => {
    expect(pictureFormat(head(...PNG))).toEqual({ ok: true, contentType: 'image/png' })
    expect(pictureFormat(head(...JPEG))).toEqual({ ok: true, contentType: 'image/jpeg' })
    expect(pictureFormat(head(0xff, 0xd8, 0xff, 0xe1))).toEqual({ ok: true, contentType: 'image/jpeg' })
    expect(pictureFormat(head(...ascii('GIF89a')))).toEqual({ ok: true, contentType: 'image/gif' })
    expect(pictureFormat(head(...ascii('GIF87a')))).toEqual({ ok: true, contentType: 'image/gif' })
    expect(pictureFormat(head(...WEBP))).toEqual({ ok: true, contentType: 'image/webp' })
  })
  it('a text file renamed photo.png (its name and type are not given, only its bytes) → not an image', () => {
    expect(pictureFormat(bytesOf('Dear diary, today I renamed this file to photo.png'))).toEqual({ ok: false, problem: 'notImage' })
    expect(pictureFormat(bytesOf('<html><body><script>alert(1)</script></body></html>'))).toEqual({ ok: false, problem: 'notImage' })
  })
  it('an SVG (it can carry scripts) → a kind of image the kit does not take, with or without a prolog', () => {
    expect(pictureFormat(bytesOf('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toEqual({ ok: false, problem: 'wrongType' })
    expect(pictureFormat(bytesOf('\uFEFF<?xml version="1.0"?>\n<!DOCTYPE svg>\n<SVG viewBox="0 0 1 1">'))).toEqual({ ok: false, problem: 'wrongType' })
  })
  it('a HEIC or AVIF photo → a kind of image the kit does not take', () => {
    expect(pictureFormat(head(0, 0, 0, 0x18, ...ascii('ftypheic')))).toEqual({ ok: false, problem: 'wrongType' })
    expect(pictureFormat(head(0, 0, 0, 0x1c, ...ascii('ftypavif')))).toEqual({ ok: false, problem: 'wrongType' })
    expect(pictureFormat(head(0, 0, 0, 0x18, ...ascii('ftypisom')))).toEqual({ ok: false, problem: 'notImage' })
  })
  it('an empty file → empty', () => {
    expect(pictureFormat(new Uint8Array(0))).toEqual({ ok: false, problem: 'empty' })
  })
  it('a signature cut short, or almost right, is not one', () => {
    expect(pictureFormat(Uint8Array.from(PNG.slice(0, 7)))).toEqual({ ok: false, problem: 'notImage' })
    expect(pictureFormat(Uint8Array.from([0xff, 0xd8]))).toEqual({ ok: false, problem: 'notImage' })
    expect(pictureFormat(head(...ascii('GIF8')))).toEqual({ ok: false, problem: 'notImage' })
    expect(pictureFormat(head(...ascii('RIFF'), 0x24, 0x08, 0x00, 0x00, ...ascii('WAVE')))).toEqual({ ok: false, problem: 'notImage' })
    expect(pictureFormat(Uint8Array.from(ascii('RIFF\0\0\0\0WEB')))).toEqual({ ok: false, problem: 'notImage' })
  })
  it('reads no more than the head the hook gives it', () => {
    expect(PICTURE_HEAD_BYTES).toBeGreaterThanOrEqual(WEBP.length)
  })
})

describe('shownPictureUrl (issue 24: which picture URL from the server an image may show)', () => {
  it('an https URL → shown', () => {
    expect(shownPictureUrl('https://images.gatehouse.test/profile/user-ada.png?t=1700000000000')).toBe('https://images.gatehouse.test/profile/user-ada.png?t=1700000000000')
    expect(shownPictureUrl('HTTPS://images.test/ada.png')).toBe('https://images.test/ada.png')
  })
  it('a data URL of PNG, JPEG, GIF or WebP → shown', () => {
    for (const type of ['png', 'jpeg', 'gif', 'webp']) expect(shownPictureUrl(`data:image/${type};base64,AAAA`)).toBe(`data:image/${type};base64,AAAA`)
    expect(shownPictureUrl('data:Image/PNG;base64,AAAA')).toBe('data:Image/PNG;base64,AAAA')
  })
  it('javascript:, http:, and other schemes → not shown', () => {
    expect(shownPictureUrl('javascript:alert(1)')).toBeNull()
    expect(shownPictureUrl(' java\tscript:alert(1)')).toBeNull()
    expect(shownPictureUrl('http://images.test/ada.png')).toBeNull()
    expect(shownPictureUrl('blob:https://images.test/0b7f')).toBeNull()
    expect(shownPictureUrl('ftp://images.test/ada.png')).toBeNull()
  })
  it('a data URL of HTML, SVG, text, or with no media type → not shown', () => {
    expect(shownPictureUrl('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==')).toBeNull()
    expect(shownPictureUrl('data:text/html,<script>alert(1)</script>')).toBeNull()
    expect(shownPictureUrl('data:image/svg+xml;base64,PHN2Zy8+')).toBeNull()
    expect(shownPictureUrl('data:image/svg+xml,<svg onload="alert(1)"/>')).toBeNull()
    expect(shownPictureUrl('data:,hello')).toBeNull()
    expect(shownPictureUrl('data:image/png')).toBeNull()
    expect(shownPictureUrl('data:image/pngx;base64,AAAA')).toBeNull()
  })
  it('nothing, a relative or a broken URL → not shown', () => {
    expect(shownPictureUrl(null)).toBeNull()
    expect(shownPictureUrl(undefined)).toBeNull()
    expect(shownPictureUrl('')).toBeNull()
    expect(shownPictureUrl('/images/ada.png')).toBeNull()
    expect(shownPictureUrl('//images.test/ada.png')).toBeNull()
    expect(shownPictureUrl('https://')).toBeNull()
  })
})

describe('pictureData (spec/admin.md §4: upload only a base64 image data URL)', () => {
  const png = `data:image/png;base64,${base64Of(PNG)}`
  it('accepts a base64 image data URL whose bytes are that image, and counts its decoded bytes', () => {
    expect(pictureData(png)).toEqual({ ok: true, contentType: 'image/png', base64: base64Of(PNG), bytes: 8 })
    expect(pictureData(`data:image/jpeg;base64,${base64Of(JPEG)}`)).toMatchObject({ ok: true, contentType: 'image/jpeg', bytes: 4 })
  })
  it('refuses anything that is not one: a URL, text, a non-base64 or non-image data URL', () => {
    expect(pictureData('https://images.test/ada.png')).toEqual({ ok: false, problem: 'notImage' })
    expect(pictureData('hello')).toEqual({ ok: false, problem: 'notImage' })
    expect(pictureData('data:image/png,rawbytes')).toEqual({ ok: false, problem: 'notImage' })
    expect(pictureData(`data:text/plain;base64,${base64Of([65])}`)).toEqual({ ok: false, problem: 'notImage' })
    expect(pictureData('data:image/png;base64,abc')).toEqual({ ok: false, problem: 'notImage' })
  })
  it('refuses an image data URL whose bytes are not that image (issue 24)', () => {
    expect(pictureData(`data:image/png;base64,${btoa('just some text')}`)).toEqual({ ok: false, problem: 'notImage' })
    expect(pictureData(`data:image/jpeg;base64,${base64Of(PNG)}`)).toEqual({ ok: false, problem: 'notImage' })
    expect(pictureData(`data:image/png;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`)).toEqual({ ok: false, problem: 'wrongType' })
  })
  it('refuses an image type the screens do not take, an empty one, and one over the limit', () => {
    expect(pictureData(`data:image/svg+xml;base64,${base64Of([60, 115])}`)).toEqual({ ok: false, problem: 'wrongType' })
    expect(pictureData('data:image/png;base64,')).toEqual({ ok: false, problem: 'empty' })
    const twelve = base64Of([...PNG, 0, 0, 0, 0])
    expect(pictureData(`data:image/png;base64,${twelve}`, 11)).toEqual({ ok: false, problem: 'tooLarge' })
    expect(pictureData(`data:image/png;base64,${twelve}`, 12)).toMatchObject({ ok: true, bytes: 12 })
  })
})

describe('pictureBlob', () => {
  it('decodes the picture 512 characters at a time into the same bytes', async () => {
    const bytes = Array.from({ length: 1000 }, (_, index) => (index * 7) % 256)
    const base64 = base64Of(bytes)
    expect(base64.length).toBeGreaterThan(BASE64_CHUNK)
    const blob = pictureBlob({ contentType: 'image/png', base64 })
    expect(blob.type).toBe('image/png')
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual(bytes)
  })
})

describe('withPictureTimestamp (spec/admin.md §4)', () => {
  it('adds the timestamp as a query parameter, keeping the others', () => {
    expect(withPictureTimestamp('https://images.test/ada.png', 1700000000000)).toBe('https://images.test/ada.png?t=1700000000000')
    expect(withPictureTimestamp('https://images.test/ada.png?size=64', 5)).toBe('https://images.test/ada.png?size=64&t=5')
  })
  it('replaces an earlier timestamp', () => {
    expect(withPictureTimestamp('https://images.test/ada.png?t=1', 2)).toBe('https://images.test/ada.png?t=2')
  })
})

describe('profileUpdate (a draft checked and turned into a save)', () => {
  it('reads a phone number typed in the user\'s way and sends it as E.164 only when it changed', async () => {
    expect(await profileUpdate(saved, { ...profileDraft(saved), phoneNumber: '(202) 555-0143' }, PROFILE_FIELDS, 'US')).toEqual({ ok: true, update: {} })
    expect(await profileUpdate(saved, { ...profileDraft(saved), phoneNumber: '020 7946 0958' }, PROFILE_FIELDS, 'GB')).toEqual({ ok: true, update: { phoneNumber: '+442079460958' } })
  })
  it('an emptied phone number is sent as null', async () => {
    expect(await profileUpdate(saved, { ...profileDraft(saved), phoneNumber: ' ' }, PROFILE_FIELDS, 'US')).toEqual({ ok: true, update: { phoneNumber: null } })
  })
  it('refuses a phone number the library cannot read, and an empty name, together', async () => {
    expect(await profileUpdate(saved, { ...profileDraft(saved), name: '', phoneNumber: '12' }, PROFILE_FIELDS, 'US')).toEqual({ ok: false, problems: { name: 'nameRequired', phoneNumber: 'phoneNumberInvalid' } })
  })
  it('does not read again a number left as saved, even one the library would refuse', async () => {
    const odd = { ...saved, phoneNumber: '+15555550123' }
    expect(await profileUpdate(odd, { ...profileDraft(odd), jobTitle: 'Countess' }, PROFILE_FIELDS, 'US')).toEqual({ ok: true, update: { jobTitle: 'Countess' } })
  })
  it('does not read a phone number the user may not edit', async () => {
    expect(await profileUpdate(saved, { ...profileDraft(saved), phoneNumber: '12', jobTitle: 'Countess' }, ['jobTitle'], 'US')).toEqual({ ok: true, update: { jobTitle: 'Countess' } })
  })
})
