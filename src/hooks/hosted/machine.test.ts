import { describe, it, expect } from 'vitest'
import { hostedCallbackReducer, hostedLoginReducer, initialHostedCallbackState, initialHostedLoginState, type HostedCallbackState, type HostedLoginState } from './machine'

const error = { code: 'network', message: 'Failed to authenticate' }

describe('hostedLoginReducer', () => {
  const checking: HostedLoginState = { step: 'checkingSession' }
  const redirecting: HostedLoginState = { step: 'redirecting', purpose: 'login' }
  const failed: HostedLoginState = { step: 'failed', error }

  it('idle + LOGIN.STARTED (silent) → checkingSession', () => {
    expect(hostedLoginReducer(initialHostedLoginState, { type: 'LOGIN.STARTED', silent: true })).toEqual(checking)
  })
  it('idle + LOGIN.STARTED (no silent refresh) → redirecting', () => {
    expect(hostedLoginReducer(initialHostedLoginState, { type: 'LOGIN.STARTED', silent: false })).toEqual(redirecting)
  })
  it('failed + LOGIN.STARTED → checkingSession (sign in again)', () => {
    expect(hostedLoginReducer(failed, { type: 'LOGIN.STARTED', silent: true })).toEqual(checking)
  })
  it('checkingSession + LOGIN.STARTED → ignored (a double click starts one sign-in)', () => {
    expect(hostedLoginReducer(checking, { type: 'LOGIN.STARTED', silent: true })).toBe(checking)
  })
  it('redirecting + LOGIN.STARTED → ignored', () => {
    expect(hostedLoginReducer(redirecting, { type: 'LOGIN.STARTED', silent: true })).toBe(redirecting)
  })
  it('checkingSession + SILENT.SUCCEEDED → signedIn', () => {
    expect(hostedLoginReducer(checking, { type: 'SILENT.SUCCEEDED' })).toEqual({ step: 'signedIn' })
  })
  it('checkingSession + SILENT.FAILED → redirecting', () => {
    expect(hostedLoginReducer(checking, { type: 'SILENT.FAILED' })).toEqual(redirecting)
  })
  it('idle + SILENT.SUCCEEDED / SILENT.FAILED → ignored (no silent refresh under way)', () => {
    expect(hostedLoginReducer(initialHostedLoginState, { type: 'SILENT.SUCCEEDED' })).toBe(initialHostedLoginState)
    expect(hostedLoginReducer(initialHostedLoginState, { type: 'SILENT.FAILED' })).toBe(initialHostedLoginState)
  })
  it('idle + STEP_UP.STARTED → redirecting for a step-up', () => {
    expect(hostedLoginReducer(initialHostedLoginState, { type: 'STEP_UP.STARTED' })).toEqual({ step: 'redirecting', purpose: 'stepUp' })
  })
  it('signedIn + STEP_UP.STARTED → redirecting for a step-up', () => {
    expect(hostedLoginReducer({ step: 'signedIn' }, { type: 'STEP_UP.STARTED' })).toEqual({ step: 'redirecting', purpose: 'stepUp' })
  })
  it('redirecting + STEP_UP.STARTED → ignored', () => {
    expect(hostedLoginReducer(redirecting, { type: 'STEP_UP.STARTED' })).toBe(redirecting)
  })
  it('redirecting + REDIRECT.FAILED → failed', () => {
    expect(hostedLoginReducer(redirecting, { type: 'REDIRECT.FAILED', error })).toEqual(failed)
  })
  it('checkingSession + REDIRECT.FAILED → failed (discovery unreachable)', () => {
    expect(hostedLoginReducer(checking, { type: 'REDIRECT.FAILED', error })).toEqual(failed)
  })
  it('idle + REDIRECT.FAILED → ignored', () => {
    expect(hostedLoginReducer(initialHostedLoginState, { type: 'REDIRECT.FAILED', error })).toBe(initialHostedLoginState)
  })
  it('signedIn + LOGOUT.STARTED → signingOut', () => {
    expect(hostedLoginReducer({ step: 'signedIn' }, { type: 'LOGOUT.STARTED' })).toEqual({ step: 'signingOut' })
  })
  it('signingOut + LOGOUT.STARTED → ignored (one logout)', () => {
    const signingOut: HostedLoginState = { step: 'signingOut' }
    expect(hostedLoginReducer(signingOut, { type: 'LOGOUT.STARTED' })).toBe(signingOut)
  })
  it('redirecting + LOGOUT.STARTED → ignored (the page is leaving)', () => {
    expect(hostedLoginReducer(redirecting, { type: 'LOGOUT.STARTED' })).toBe(redirecting)
  })
})

describe('hostedCallbackReducer', () => {
  const failed: HostedCallbackState = { step: 'failed', error }
  it('exchanging + EXCHANGE.SUCCEEDED → success', () => {
    expect(hostedCallbackReducer(initialHostedCallbackState, { type: 'EXCHANGE.SUCCEEDED' })).toEqual({ step: 'success' })
  })
  it('exchanging + EXCHANGE.FAILED → failed', () => {
    expect(hostedCallbackReducer(initialHostedCallbackState, { type: 'EXCHANGE.FAILED', error })).toEqual(failed)
  })
  it('success + EXCHANGE.FAILED → ignored', () => {
    const success: HostedCallbackState = { step: 'success' }
    expect(hostedCallbackReducer(success, { type: 'EXCHANGE.FAILED', error })).toBe(success)
  })
  it('failed + RETRY → redirecting', () => {
    expect(hostedCallbackReducer(failed, { type: 'RETRY' })).toEqual({ step: 'redirecting' })
  })
  it('exchanging + RETRY → ignored', () => {
    expect(hostedCallbackReducer(initialHostedCallbackState, { type: 'RETRY' })).toBe(initialHostedCallbackState)
  })
  it('redirecting + RETRY → ignored (a double click signs in once)', () => {
    const redirecting: HostedCallbackState = { step: 'redirecting' }
    expect(hostedCallbackReducer(redirecting, { type: 'RETRY' })).toBe(redirecting)
  })
  it('redirecting + REDIRECT.FAILED → failed', () => {
    expect(hostedCallbackReducer({ step: 'redirecting' }, { type: 'REDIRECT.FAILED', error })).toEqual(failed)
  })
  it('exchanging + REDIRECT.FAILED → ignored', () => {
    expect(hostedCallbackReducer(initialHostedCallbackState, { type: 'REDIRECT.FAILED', error })).toBe(initialHostedCallbackState)
  })
})
