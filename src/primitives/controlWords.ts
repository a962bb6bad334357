import { createContext, useContext } from 'react'

/**
 * The words the building blocks say on their own (a spinner's name, a password field's eye, a
 * paged list's buttons), in English. MessagesProvider puts the reader's language here
 * (`messages.controls`); a prop given to a primitive still wins.
 */
export const defaultControlWords = {
  loading: 'Loading',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  clearSearch: 'Clear search',
  remove: 'Remove',
  showAll: 'Show all',
  actionsFailed: "The actions didn't load. Try again.",
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageStatus: 'Page {page} of {total}',
}

export type ControlWords = { readonly [Key in keyof typeof defaultControlWords]: string }

export const ControlWordsContext = /* @__PURE__ */ createContext<ControlWords>(defaultControlWords)

/** The building blocks' own words in the reader's language. */
export function useControlWords(): ControlWords {
  return useContext(ControlWordsContext)
}
