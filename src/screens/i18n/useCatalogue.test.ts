import { describe, expect, it, vi } from 'vitest'
import { preloadTranslations, startTranslation } from './useCatalogue'
import type { LocaleModules } from './localeIndexes'
import { defaultUsersMessages } from '../admin/team/users/usersMessages'
import { defaultRolesMessages } from '../admin/team/roles/rolesMessages'

/** Locale modules that answer at once and count what was asked for. */
function fakeLocales() {
  const translation = vi.fn(async (locale: string, name: string) => ({ asked: `${locale}/${name}` }))
  const pseudo = vi.fn(async () => ({ pseudoCatalogue: <T extends object>(english: T) => english }))
  return { locales: { pseudoLocale: 'en-XA', translation, pseudo } as unknown as LocaleModules, translation, pseudo }
}

describe('preloadTranslations: a part’s strings loaded beside its code', () => {
  it('starts each catalogue once, and the screen that reads it later gets that same load', async () => {
    const { locales, translation } = fakeLocales()
    preloadTranslations(['usersMessages'], { catalogueLocale: 'de', locales })
    preloadTranslations(['usersMessages'], { catalogueLocale: 'de', locales })
    expect(translation.mock.calls).toEqual([['de', 'usersMessages']])
    const read = startTranslation(defaultUsersMessages, 'usersMessages', { catalogueLocale: 'de', locales })
    expect(translation).toHaveBeenCalledTimes(1)
    await expect(read).resolves.toEqual({ asked: 'de/usersMessages' })
  })

  it('loads nothing for English, for the pseudo-locale (made from the English in the part) or without MessagesProvider', () => {
    const { locales, translation, pseudo } = fakeLocales()
    preloadTranslations(['rolesMessages'], { catalogueLocale: 'en', locales })
    preloadTranslations(['rolesMessages'], { catalogueLocale: 'en-XA', locales })
    preloadTranslations(['rolesMessages'], { catalogueLocale: 'fr' })
    expect(translation).not.toHaveBeenCalled()
    expect(pseudo).not.toHaveBeenCalled()
    // The screen itself still loads it when it reads it.
    void startTranslation(defaultRolesMessages, 'rolesMessages', { catalogueLocale: 'fr', locales })
    expect(translation.mock.calls).toEqual([['fr', 'rolesMessages']])
  })
})
