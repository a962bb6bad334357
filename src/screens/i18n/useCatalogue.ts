import { use, useMemo } from 'react'
import { mergeCatalogue, type DeepPartial } from './messages'
import { PSEUDO_LOCALE, type LocaleName } from './locales'
import { pseudoCatalogue, type CatalogueLocales, type Translation } from './translation'
import { useCatalogueLocale } from './useMessages'

type Load = () => Promise<{ default: unknown }>

// One load per catalogue and locale, however often its screens render or suspend. A module that
// fails to load leaves the catalogue in English for now and is asked for again next time.
const loads = new WeakMap<Load, Promise<unknown>>()
function loadOnce(load: Load): Promise<unknown> {
  let loading = loads.get(load)
  if (!loading) {
    loading = load().then(
      (module) => module.default,
      () => {
        loads.delete(load)
        return undefined
      },
    )
    loads.set(load, loading)
  }
  return loading
}

const pseudo = new WeakMap<object, unknown>()
function pseudoOnce<T extends object>(english: T): Translation<T> {
  let catalogue = pseudo.get(english)
  if (!catalogue) {
    catalogue = pseudoCatalogue(english)
    pseudo.set(english, catalogue)
  }
  return catalogue as Translation<T>
}

type Pending<T> = Translation<T> | undefined | Promise<Translation<T> | undefined>

/**
 * A catalogue in `locale` as far as it is known now: nothing for English, the pseudo-locale made
 * from English, or the locale module's load, started here. Start every catalogue a screen needs
 * before reading any (useLoadedTranslation), so that their modules load side by side.
 */
export function startTranslation<T extends object>(english: T, locales: CatalogueLocales<T>, locale: LocaleName): Pending<T> {
  if (locale === 'en') return undefined
  if (locale === PSEUDO_LOCALE) return pseudoOnce(english)
  return loadOnce(locales[locale]) as Promise<Translation<T> | undefined>
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
export function useCatalogue<T extends object>(english: T, locales: CatalogueLocales<T>, overrides: DeepPartial<T> | undefined): T {
  const translation = useLoadedTranslation(startTranslation(english, locales, useCatalogueLocale()))
  return useMemo(() => mergeCatalogue(mergeCatalogue(english, translation as DeepPartial<T> | undefined), overrides), [english, translation, overrides])
}
