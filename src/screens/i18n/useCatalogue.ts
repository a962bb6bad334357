import { use, useMemo } from 'react'
import { mergeCatalogue, type DeepPartial } from './messages'
import type { LocaleName } from './locales'
import type { Catalogues, CatalogueName } from './catalogues'
import type { Translation } from './translation'
import type { LocaleModules } from './localeIndexes'
import { useCatalogueLocale } from './useMessages'

// One load per locale and catalogue, however often the screens render or suspend: the same promise
// for `use` each time. A module that fails to load leaves the catalogue in English for now and is
// asked for again next time.
const loads = new Map<string, Promise<unknown>>()
function loadOnce(key: string, load: () => Promise<unknown>): Promise<unknown> {
  let loading = loads.get(key)
  if (!loading) {
    loading = load().catch(() => {
      loads.delete(key)
      return undefined
    })
    loads.set(key, loading)
  }
  return loading
}

type Pending<T> = Translation<T> | undefined | Promise<Translation<T> | undefined>

/**
 * A catalogue in `locale` as far as it is known now: nothing for English, else its load, started
 * here (through the locale's index; the pseudo-locale's module, made from English). Start every catalogue a screen needs before reading any (useLoadedTranslation), so
 * that their modules load side by side.
 */
export function startTranslation<Name extends CatalogueName>(english: Catalogues[Name], name: Name, { catalogueLocale: locale, locales }: { catalogueLocale: LocaleName; locales?: LocaleModules }): Pending<Catalogues[Name]> {
  if (locale === 'en' || !locales) return undefined
  if (locale === locales.pseudoLocale) return loadOnce(`${locale}/${name}`, () => locales.pseudo().then((pseudo) => pseudo.pseudoCatalogue(english))) as Promise<Translation<Catalogues[Name]>>
  return loadOnce(`${locale}/${name}`, () => locales.translation(locale, name)) as Promise<Translation<Catalogues[Name]> | undefined>
}

/**
 * Starts the modules of catalogues a part about to load will read, beside its own chunk rather than
 * after it (a section of the portal, while its code comes): the same loads its screens then read. Nothing
 * for English; nothing for the pseudo-locale, which is made from the English in the part's own chunk.
 */
export function preloadTranslations(names: readonly CatalogueName[], { catalogueLocale: locale, locales }: { catalogueLocale: LocaleName; locales?: LocaleModules }): void {
  if (locale === 'en' || !locales || locale === locales.pseudoLocale) return
  for (const name of names) void loadOnce(`${locale}/${name}`, () => locales.translation(locale, name))
}

/** A started translation, suspending until its module is in. */
export function useLoadedTranslation<T>(pending: Pending<T>): Translation<T> | undefined {
  return pending instanceof Promise ? use(pending) : pending
}

/**
 * A catalogue's strings as a screen reads them: English, the reader's locale over it (its module
 * loaded with the screen, the nearest Suspense boundary showing until it is in), and the host's
 * overrides over both.
 */
export function useCatalogue<Name extends CatalogueName>(english: Catalogues[Name], name: Name, overrides: DeepPartial<Catalogues[Name]> | undefined): Catalogues[Name] {
  const translation = useLoadedTranslation(startTranslation(english, name, useCatalogueLocale()))
  return useMemo(() => mergeCatalogue(mergeCatalogue(english, translation as DeepPartial<Catalogues[Name]> | undefined), overrides), [english, translation, overrides])
}
