'use client'

import { useCallback, type ReactNode } from 'react'
import { useRouter } from 'next/navigation'
import { createClient } from 'gatehouse/api'
import { GatehouseProvider, type Navigate, type Routes } from 'gatehouse/hooks'
import { ThemeProvider } from 'gatehouse/primitives'

// Module scope: one client for the life of the page. NEXT_PUBLIC_* is inlined when `next build` runs.
const client = createClient({ baseUrl: process.env.NEXT_PUBLIC_GATEHOUSE_API ?? 'http://127.0.0.1:4010', credentials: 'include' })
/** Stable across renders: the provider rebuilds its context when a prop changes. */
const ROUTES: Partial<Routes> = { authenticatedUrl: '/' }

/** Gatehouse's provider with Next's router as its navigate adapter, and the kit's theme. */
export function Providers({ children }: { children: ReactNode }) {
  const router = useRouter()
  const navigate = useCallback<Navigate>((to, { replace } = {}) => (replace ? router.replace(to) : router.push(to)), [router])
  return (
    <GatehouseProvider client={client} navigate={navigate} routes={ROUTES}>
      <ThemeProvider>{children}</ThemeProvider>
    </GatehouseProvider>
  )
}
