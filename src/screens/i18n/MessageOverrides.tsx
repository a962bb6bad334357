import { useContext, useMemo, type ReactNode } from 'react'
import { mergeCatalogue, mergeMessages, type MessagesOverride } from './messages'
import { MessagesContext } from './useMessages'

/**
 * Strings laid over the surrounding ones for a part of a page (the admin portal's preview of the
 * login box, with the texts being edited): the language, its loaded catalogues and the host's
 * overrides stay those of the MessagesProvider around it, English when there is none. Unlike a
 * nested MessagesProvider, it chooses no locale and loads nothing.
 */
export function MessageOverrides({ messages, children }: { messages: MessagesOverride; children?: ReactNode }) {
  const outer = useContext(MessagesContext)
  const value = useMemo(
    () => ({ ...outer, messages: mergeMessages(messages, outer.messages), overrides: mergeCatalogue<MessagesOverride>(outer.overrides ?? {}, messages) }),
    [outer, messages],
  )
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>
}
