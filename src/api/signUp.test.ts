import { describe, it, expect } from 'vitest'
import { answering } from './answering.testing'
import { ApiError, MALFORMED_MESSAGE } from './errors'
import * as invitations from './invitations'
import * as signUp from './signUp'

const REQUEST = { email: 'hedy@mail.test', name: 'Hedy Lamarr', companyName: 'Frequency Hopping', password: 'spread-spectrum-1942' }

describe('signUp', () => {
  it('POSTs the request to /identity/resources/users/v1/signUp (reference/endpoints.json signUpUser)', async () => {
    const { client, sent } = answering({ shouldActivate: true, userId: 'u1', tenantId: 't1' })
    await signUp.signUp(client, REQUEST)
    expect(sent()).toEqual({ method: 'POST', path: '/identity/resources/users/v1/signUp', body: REQUEST })
  })

  it('returns the checked answer with the login answer of the new user', async () => {
    const answer = { shouldActivate: false, userId: 'u1', tenantId: 't1', user: { accessToken: 'a.b.c', expiresIn: 300 }, tenants: [{ tenantId: 't1', name: 'Acme' }] }
    await expect(signUp.signUp(answering(answer).client, REQUEST)).resolves.toEqual(answer)
  })

  it.each<[string, unknown]>([
    ['without shouldActivate', { userId: 'u1' }],
    ['shouldActivate as text', { shouldActivate: 'yes' }],
    ['a user answer with neither token', { shouldActivate: false, user: { mfaRequired: false } }],
    ['a tenant without tenantId', { shouldActivate: true, tenants: [{ name: 'Acme' }] }],
  ])('%s → malformed ApiError', async (_name, answer) => {
    const error = await signUp.signUp(answering(answer).client, REQUEST).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ reason: 'malformed', message: MALFORMED_MESSAGE })
  })
})

describe('acceptInvitation', () => {
  it('POSTs token and userId to /identity/resources/users/v1/invitation/accept', async () => {
    const { client, sent } = answering(undefined)
    await expect(invitations.acceptInvitation(client, { token: 'tok', userId: 'u1' })).resolves.toEqual({})
    expect(sent()).toEqual({ method: 'POST', path: '/identity/resources/users/v1/invitation/accept', body: { token: 'tok', userId: 'u1' } })
  })
})
