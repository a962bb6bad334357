import { describe, expect, it } from 'vitest'
import {
  BASE64_CHUNK,
  MAX_PROFILE_PICTURE_BYTES,
  optimisticProfile,
  pictureBlob,
  pictureData,
  pictureFileProblem,
  profileChanges,
  profileDraft,
  profileProblems,
  profileUpdate,
  sessionProfileFields,
  withPictureTimestamp,
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

describe('pictureFileProblem (a chosen file)', () => {
  it('takes PNG, JPEG, GIF and WebP up to the limit', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) expect(pictureFileProblem({ type, size: 1000 })).toBeNull()
    expect(pictureFileProblem({ type: 'image/png', size: MAX_PROFILE_PICTURE_BYTES })).toBeNull()
  })
  it('refuses other images, other files, empty and too large ones', () => {
    expect(pictureFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe('wrongType')
    expect(pictureFileProblem({ type: 'application/pdf', size: 1000 })).toBe('notImage')
    expect(pictureFileProblem({ type: '', size: 1000 })).toBe('notImage')
    expect(pictureFileProblem({ type: 'image/png', size: 0 })).toBe('empty')
    expect(pictureFileProblem({ type: 'image/png', size: MAX_PROFILE_PICTURE_BYTES + 1 })).toBe('tooLarge')
  })
})

describe('pictureData (spec/admin.md §4: upload only a base64 image data URL)', () => {
  const png = `data:image/png;base64,${base64Of([137, 80, 78, 71, 13, 10, 26, 10])}`
  it('accepts a base64 image data URL and counts its decoded bytes', () => {
    expect(pictureData(png)).toEqual({ ok: true, contentType: 'image/png', base64: base64Of([137, 80, 78, 71, 13, 10, 26, 10]), bytes: 8 })
    expect(pictureData(`data:image/jpeg;base64,${base64Of([1, 2, 3, 4])}`)).toMatchObject({ ok: true, bytes: 4 })
  })
  it('refuses anything that is not one: a URL, text, a non-base64 or non-image data URL', () => {
    expect(pictureData('https://images.test/ada.png')).toEqual({ ok: false, problem: 'notImage' })
    expect(pictureData('hello')).toEqual({ ok: false, problem: 'notImage' })
    expect(pictureData('data:image/png,rawbytes')).toEqual({ ok: false, problem: 'notImage' })
    expect(pictureData(`data:text/plain;base64,${base64Of([65])}`)).toEqual({ ok: false, problem: 'notImage' })
    expect(pictureData('data:image/png;base64,abc')).toEqual({ ok: false, problem: 'notImage' })
  })
  it('refuses an image type the screens do not take, an empty one, and one over the limit', () => {
    expect(pictureData(`data:image/svg+xml;base64,${base64Of([60, 115])}`)).toEqual({ ok: false, problem: 'wrongType' })
    expect(pictureData('data:image/png;base64,')).toEqual({ ok: false, problem: 'empty' })
    expect(pictureData(`data:image/png;base64,${'A'.repeat(16)}`, 11)).toEqual({ ok: false, problem: 'tooLarge' })
    expect(pictureData(`data:image/png;base64,${'A'.repeat(16)}`, 12)).toMatchObject({ ok: true, bytes: 12 })
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
