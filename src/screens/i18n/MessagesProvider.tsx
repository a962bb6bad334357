import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { defaultMessages, mergeMessages, type Messages, type MessagesOverride } from './messages'

const MessagesContext = /* @__PURE__ */ createContext<Messages>(defaultMessages)

/** Overrides the screens' strings for everything inside it. */
export function MessagesProvider({ messages, children }: { messages?: MessagesOverride; children?: ReactNode }) {
  const value = useMemo(() => mergeMessages(messages), [messages])
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>
}

export function useMessages(): Messages {
  return useContext(MessagesContext)
}
