import { useEffect, useState } from 'react'
import { useLogout, useSession, type SessionUser } from '../hooks'
import { Card, NativeButton } from '../primitives'
import { LoginScreen, useMessages } from '../screens'
import { format } from '../screens/i18n/messages'
import { SessionRestoring } from '../screens/shared/SessionRestoring'
import { useMoves } from './location'

/** The login box while signed out; once signed in, who it is and a sign-out button. */
export default function LoginElement() {
  const { user, isLoading } = useSession()
  const moves = useMoves()
  // When (in the page's moves) the box last showed signed out: a sign-in through it keeps its success
  // step, whatever the order the session and the flow tell it in, until the kit moves the page on.
  const [shownAt, setShownAt] = useState<number | null>(null)
  if (user && shownAt === moves) return <Box moves={moves} onShown={setShownAt} />
  // Not the login box during the restore: it would send a restored user on to the authenticated URL,
  // as a login route does, and this element may sit on any page (the portal's too).
  if (!user && isLoading) return <SessionRestoring />
  if (!user) return <Box moves={moves} onShown={setShownAt} />
  return <SignedIn user={user} />
}

/** LoginScreen, telling the element when it showed (the same element type in both places: never remounted on sign-in). */
function Box({ moves, onShown }: { moves: number; onShown: (moves: number) => void }) {
  useEffect(() => onShown(moves), [moves, onShown])
  return <LoginScreen />
}

function SignedIn({ user }: { user: SessionUser }) {
  const text = useMessages().signedIn
  const logout = useLogout()
  const [pending, setPending] = useState(false)
  const signOut = () => {
    setPending(true)
    void logout().finally(() => setPending(false))
  }
  return (
    <Card heading={text.title} description={format(text.description, { email: user.email })}>
      <NativeButton onPress={signOut} isPending={pending}>
        {text.signOut}
      </NativeButton>
    </Card>
  )
}

