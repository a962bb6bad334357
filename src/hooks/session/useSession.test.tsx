import { describe, it, expect, vi } from 'vitest'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createClient } from '../../api'
import { useForgotPassword } from '../forgot-password/useForgotPassword'
import { useLogin } from '../login/useLogin'
import { GatehouseProvider } from './GatehouseProvider'
import { useSession } from './useSession'
import { mockFetch } from '../../fixtures'

// Server rendering only: there is no DOM here, so effects never run; this checks what the
// hooks give on first render and that they fail loudly outside the provider (STYLE.md item 8).

function SessionProbe() {
  const session = useSession()
  return <output>{JSON.stringify(session)}</output>
}

function LoginProbe() {
  const login = useLogin({ initialEmail: 'ada@example.test' })
  return <output>{JSON.stringify({ state: login.state, isPending: login.isPending, error: login.error })}</output>
}

function ForgotPasswordProbe() {
  const flow = useForgotPassword({ initialEmail: 'ada@example.test' })
  return <output>{JSON.stringify({ state: flow.state, isPending: flow.isPending, error: flow.error })}</output>
}

const decode = (html: string) => JSON.parse(html.replace(/^<output>|<\/output>$/g, '').replaceAll('&quot;', '"'))

function renderInProvider(children: ReactNode, restoreSession?: boolean) {
  return decode(renderToString(<GatehouseProvider client={createClient({ fetch: mockFetch() })} restoreSession={restoreSession}>{children}</GatehouseProvider>))
}

describe('hooks under <GatehouseProvider> (server render)', () => {
  it('useSession → signed out and loading while the session is restored from the refresh cookie', () => {
    expect(renderInProvider(<SessionProbe />)).toEqual({ user: null, isAuthenticated: false, isLoading: true })
  })

  it('useSession with restoreSession off → signed out, not loading', () => {
    expect(renderInProvider(<SessionProbe />, false)).toEqual({ user: null, isAuthenticated: false, isLoading: false })
  })

  it('useLogin → preLogin with the initial email, not pending, no error', () => {
    expect(renderInProvider(<LoginProbe />)).toEqual({ state: { step: 'preLogin', email: 'ada@example.test' }, isPending: false, error: null })
  })

  it('useForgotPassword → forgotPassword with the initial email, not pending, no error', () => {
    expect(renderInProvider(<ForgotPasswordProbe />)).toEqual({
      state: { step: 'forgotPassword', email: 'ada@example.test' },
      isPending: false,
      error: null,
    })
  })
})

describe('hooks outside <GatehouseProvider> fail loudly', () => {
  for (const [name, Probe] of [
    ['useSession', SessionProbe],
    ['useLogin', LoginProbe],
    ['useForgotPassword', ForgotPasswordProbe],
  ] as const) {
    it(`${name} throws "${name} must be used within <GatehouseProvider>"`, () => {
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
      try {
        expect(() => renderToString(<Probe />)).toThrow(`${name} must be used within <GatehouseProvider>`)
      } finally {
        quiet.mockRestore()
      }
    })
  }
})
