'use client'

import { useState } from 'react'
import Link from 'next/link'
import { auth, isApiError } from 'gatehouse/api'
import { useGatehouse, useSession } from 'gatehouse/hooks'
import { Button, Card } from 'gatehouse/primitives'
import { SignedIn } from './signed-in'

/** The protected page: who is signed in, a call to a protected endpoint, the admin portal, sign-out. */
export function Home() {
  return (
    <SignedIn>
      <Welcome />
    </SignedIn>
  )
}

function Welcome() {
  const { user } = useSession()
  const { client, navigate, routes } = useGatehouse()
  const [answer, setAnswer] = useState<string | null>(null)
  const [isCalling, setCalling] = useState(false)

  const callApi = async () => {
    setCalling(true)
    try {
      const profile = await auth.getMe(client)
      setAnswer(`The API answered: ${profile.email} (${profile.id})`)
    } catch (error) {
      setAnswer(`The API call failed: ${isApiError(error) ? `${error.status} ${error.message}` : String(error)}`)
    } finally {
      setCalling(false)
    }
  }

  return (
    <main>
      <Card heading="Host on Next.js" description={`Signed in as ${user?.email}`}>
        <Button onPress={() => void callApi()} isPending={isCalling}>
          Call the API
        </Button>
        {answer && <p role="status">{answer}</p>}
        <p>
          {/* The team list: the portal's root opens its first section, the user's own. */}
          <Link href="/admin/users">Admin portal</Link>
        </p>
        <Button variant="secondary" onPress={() => navigate(routes.logoutUrl)}>
          Sign out
        </Button>
      </Card>
    </main>
  )
}
