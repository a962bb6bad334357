import { describe, expect, it } from 'vitest'
import type { FlowError } from '../shared/flowError'
import { activationLinkFromUrl, activationReducer, initialActivationModel, LINK_MISSING, type ActivationEvent, type ActivationModel, type ActivationState } from './machine'

const link = { userId: 'user-katherine', token: 'tok' }
const expired: FlowError = { code: 'http', message: 'This activation link has expired.', status: 400 }
const offline: FlowError = { code: 'network', message: 'x' }
const weak: FlowError = { code: 'http', message: 'Breached', status: 400, field: 'password' }

const freeze = (model: ActivationModel): ActivationModel => Object.freeze({ ...model, state: Object.freeze({ ...model.state }) as ActivationState })
const model = (state: ActivationState, pending = false, error: FlowError | null = null) => freeze({ state, pending, error })
const strategy = (pending = true, error: FlowError | null = null) => model({ step: 'activating', link, phase: 'strategy' }, pending, error)
const activating = (pending = true, error: FlowError | null = null) => model({ step: 'activating', link, phase: 'activating' }, pending, error)
const form = (pending = false, error: FlowError | null = null) => model({ step: 'activatingForm', link }, pending, error)
const resend = (notice: FlowError | null = null, pending = false, email = '', sentTo: string | null = null, error: FlowError | null = null) => model({ step: 'resend', email, notice, sentTo }, pending, error)
const success = (isSignedIn = true) => model({ step: 'success', isSignedIn })

const events = {
  'STRATEGY.LOADED': { type: 'STRATEGY.LOADED', shouldSetPassword: true },
  'LINK.REFUSED': { type: 'LINK.REFUSED', error: expired },
  'ACTIVATION.FAILED': { type: 'ACTIVATION.FAILED', error: offline },
  'ACTIVATION.STARTED': { type: 'ACTIVATION.STARTED' },
  'PASSWORD.SUBMITTED': { type: 'PASSWORD.SUBMITTED' },
  ACTIVATED: { type: 'ACTIVATED', isSignedIn: true },
  'RESEND.REQUESTED': { type: 'RESEND.REQUESTED' },
  'RESEND.SUBMITTED': { type: 'RESEND.SUBMITTED', email: 'k@acme.test' },
  'RESEND.SENT': { type: 'RESEND.SENT' },
  'RESEND.REJECTED': { type: 'RESEND.REJECTED', error: offline },
} satisfies Record<ActivationEvent['type'], ActivationEvent>
type Name = keyof typeof events
const all = Object.keys(events) as Name[]

describe('activationLinkFromUrl and initialActivationModel', () => {
  it('reads userId and token; either missing → null', () => {
    expect(activationLinkFromUrl('/account/activate?userId=user-katherine&token=tok')).toEqual(link)
    expect(activationLinkFromUrl('/account/activate?token=tok')).toBeNull()
  })

  it('a link → activating (strategy), waiting for the page to start it; none → resend with LINK_MISSING', () => {
    expect(initialActivationModel(link)).toEqual(strategy(false))
    expect(initialActivationModel(null)).toEqual(resend(LINK_MISSING))
  })
})

describe('activationReducer transitions', () => {
  it('activating (strategy) + STRATEGY.LOADED needing a password → activatingForm', () => {
    expect(activationReducer(strategy(), events['STRATEGY.LOADED'])).toEqual(form())
  })

  it('activating (strategy) + STRATEGY.LOADED without a password → activating (activating), pending', () => {
    expect(activationReducer(strategy(), { type: 'STRATEGY.LOADED', shouldSetPassword: false })).toEqual(activating())
  })

  it('activating (activating) + ACTIVATED → success', () => {
    expect(activationReducer(activating(), events.ACTIVATED)).toEqual(success(true))
    expect(activationReducer(activating(), { type: 'ACTIVATED', isSignedIn: false })).toEqual(success(false))
  })

  it.each([['strategy', strategy], ['activating', activating]] as const)('activating (%s) + LINK.REFUSED → resend with the server notice', (_phase, from) => {
    expect(activationReducer(from(), events['LINK.REFUSED'])).toEqual(resend(expired))
  })

  it.each([['strategy', strategy], ['activating', activating]] as const)('activating (%s) + ACTIVATION.FAILED → not pending, with the error', (_phase, from) => {
    expect(activationReducer(from(), events['ACTIVATION.FAILED'])).toEqual(from(false, offline))
  })

  it('activating not started + ACTIVATION.STARTED → pending', () => {
    expect(activationReducer(strategy(false), events['ACTIVATION.STARTED'])).toEqual(strategy())
  })

  it('activating failed + ACTIVATION.STARTED → activating (strategy) again, pending', () => {
    expect(activationReducer(activating(false, offline), events['ACTIVATION.STARTED'])).toEqual(strategy())
  })

  it('activating failed + RESEND.REQUESTED → resend without a notice', () => {
    expect(activationReducer(strategy(false, offline), events['RESEND.REQUESTED'])).toEqual(resend())
  })

  it('activatingForm + PASSWORD.SUBMITTED → pending, error cleared', () => {
    expect(activationReducer(form(false, weak), events['PASSWORD.SUBMITTED'])).toEqual(form(true))
  })

  it('activatingForm pending + ACTIVATED → success', () => {
    expect(activationReducer(form(true), events.ACTIVATED)).toEqual(success(true))
  })

  it('activatingForm pending + ACTIVATION.FAILED → the form with the error', () => {
    expect(activationReducer(form(true), { type: 'ACTIVATION.FAILED', error: weak })).toEqual(form(false, weak))
  })

  it('activatingForm pending + LINK.REFUSED → resend with the notice', () => {
    expect(activationReducer(form(true), events['LINK.REFUSED'])).toEqual(resend(expired))
  })

  it('activatingForm + RESEND.REQUESTED → resend', () => {
    expect(activationReducer(form(), events['RESEND.REQUESTED'])).toEqual(resend())
  })

  it('resend + RESEND.SUBMITTED → pending with the email', () => {
    expect(activationReducer(resend(expired), events['RESEND.SUBMITTED'])).toEqual(resend(expired, true, 'k@acme.test'))
  })

  it('resend pending + RESEND.SENT → sentTo the email', () => {
    expect(activationReducer(resend(null, true, 'k@acme.test'), events['RESEND.SENT'])).toEqual(resend(null, false, 'k@acme.test', 'k@acme.test'))
  })

  it('resend pending + RESEND.REJECTED → the error, email kept', () => {
    expect(activationReducer(resend(null, true, 'k@acme.test'), events['RESEND.REJECTED'])).toEqual(resend(null, false, 'k@acme.test', null, offline))
  })
})

describe('activationReducer rejections (same object back)', () => {
  const rejects = (from: () => ActivationModel, names: Name[]) =>
    it.each(names)(`${JSON.stringify(from().state.step)} ${from().pending ? 'pending ' : ''}+ %s → rejected`, (name) => {
      const before = from()
      expect(activationReducer(before, events[name])).toBe(before)
    })

  describe('activating (strategy), pending', () => rejects(strategy, ['ACTIVATED', 'ACTIVATION.STARTED', 'PASSWORD.SUBMITTED', 'RESEND.REQUESTED', 'RESEND.SUBMITTED', 'RESEND.SENT', 'RESEND.REJECTED']))
  describe('activating (activating), pending', () => rejects(activating, ['STRATEGY.LOADED', 'ACTIVATION.STARTED', 'PASSWORD.SUBMITTED', 'RESEND.REQUESTED']))
  describe('activating, failed', () => rejects(() => strategy(false, offline), ['STRATEGY.LOADED', 'ACTIVATED', 'LINK.REFUSED', 'ACTIVATION.FAILED', 'PASSWORD.SUBMITTED', 'RESEND.SUBMITTED']))
  describe('activatingForm, idle', () => rejects(form, ['STRATEGY.LOADED', 'ACTIVATED', 'LINK.REFUSED', 'ACTIVATION.FAILED', 'ACTIVATION.STARTED', 'RESEND.SUBMITTED']))
  describe('activatingForm, pending (one request at a time)', () => rejects(() => form(true), ['PASSWORD.SUBMITTED', 'STRATEGY.LOADED', 'RESEND.REQUESTED', 'ACTIVATION.STARTED']))
  describe('resend, idle', () => rejects(resend, ['RESEND.SENT', 'RESEND.REJECTED', 'ACTIVATED', 'STRATEGY.LOADED', 'PASSWORD.SUBMITTED', 'RESEND.REQUESTED']))
  describe('resend, pending', () => rejects(() => resend(null, true, 'k@acme.test'), ['RESEND.SUBMITTED']))
  describe('success', () => rejects(success, all))
})
