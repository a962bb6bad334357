import { describe, it, expect, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import type { ReactNode } from 'react'
import { createClient } from '../../api'
import { memoryStorage } from '../../api/storage.testing'
import { serialiseSmsLoginHandoff } from '../login/smsHandoff'
import { useLogin } from '../login/useLogin'
import { GatehouseProvider } from '../session/GatehouseProvider'
import { STORAGE_KEYS, type KeyValueStorage } from '../session/storage'
import { useResetPhoneNumber } from './useResetPhoneNumber'
import { mockFetch } from '../../fixtures'

// Server rendering only: no DOM, so effects never run; this checks what the hooks give on first render.

function ResetProbe() {
  const flow = useResetPhoneNumber({ initialEmail: 'ada@acme.test' })
  return <output>{JSON.stringify({ state: flow.state, isPending: flow.isPending, pending: flow.pending, error: flow.error })}</output>
}

function LoginProbe() {
  const login = useLogin()
  return <output>{JSON.stringify({ state: login.state, error: login.error })}</output>
}

const decode = (html: string) => JSON.parse(html.replace(/^<output>|<\/output>$/g, '').replaceAll('&quot;', '"'))
const render = (children: ReactNode, sessionStorage: KeyValueStorage = memoryStorage()) =>
  decode(renderToString(<GatehouseProvider client={createClient({ fetch: mockFetch() })} restoreSession={false} sessionStorage={sessionStorage}>{children}</GatehouseProvider>))

describe('useResetPhoneNumber (server render)', () => {
  it('→ ResetPhoneNumber with the initial email, not pending, no error', () => {
    expect(render(<ResetProbe />)).toEqual({ state: { step: 'ResetPhoneNumber', email: 'ada@acme.test' }, isPending: false, pending: null, error: null })
  })

  it('outside <GatehouseProvider> throws "useResetPhoneNumber must be used within <GatehouseProvider>"', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(() => renderToString(<ResetProbe />)).toThrow('useResetPhoneNumber must be used within <GatehouseProvider>')
    } finally {
      quiet.mockRestore()
    }
  })
})

describe('useLogin after a phone number reset (server render)', () => {
  it('a hand-off in session storage → the login starts at loginWithSmsOtc, where the code went', () => {
    const storage = memoryStorage()
    storage.setItem(STORAGE_KEYS.pendingSmsLogin, serialiseSmsLoginHandoff({ email: 'ada@acme.test', phoneNumber: '+1 ••• ••• 0143' }, Date.now()))
    expect(render(<LoginProbe />, storage)).toEqual({ state: { step: 'loginWithSmsOtc', email: 'ada@acme.test', resent: 0, phoneNumber: '+1 ••• ••• 0143' }, error: null })
  })

  it('a stale hand-off → the email step', () => {
    const storage = memoryStorage()
    storage.setItem(STORAGE_KEYS.pendingSmsLogin, serialiseSmsLoginHandoff({ email: 'ada@acme.test' }, Date.now() - 60 * 60 * 1000))
    expect(render(<LoginProbe />, storage)).toEqual({ state: { step: 'preLogin', email: '' }, error: null })
  })
})
