import { createContext, useContext, useState } from 'react'

/** What the server said was wrong with named fields: `Form`'s `validationErrors`, as React Aria's form takes them. */
export type ServerErrors = Readonly<Record<string, string | readonly string[]>>

/** The server's errors for the form's native fields (React Aria's own fields read them from its form context). */
export const ServerErrorsContext = createContext<ServerErrors | null>(null)

/**
 * The server's error for the field named `name`, as React Aria shows it: from the moment the form
 * is given the errors until the user edits the field and leaves it (new errors show again).
 */
export function useServerError(name: string | undefined) {
  const errors = useContext(ServerErrorsContext)
  const [edited, setEdited] = useState(false)
  const [dismissed, setDismissed] = useState<ServerErrors | null>(null)
  const raw = name && errors && errors !== dismissed ? errors[name] : undefined
  return {
    message: raw === undefined ? undefined : [raw].flat().join(' ') || undefined,
    edited: () => setEdited(true),
    left: () => {
      if (!edited) return
      setEdited(false)
      setDismissed(errors)
    },
  }
}
