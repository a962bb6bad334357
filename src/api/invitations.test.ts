import { describe, it, expect } from 'vitest'
import { answering } from './answering.testing'
import { type Client } from './client'
import { ApiError } from './errors'
import * as invitations from './invitations'

const LINK = { id: 'i1', token: 'tok', expires: '2030-01-01T00:00:00.000Z', shouldSendEmail: false }


type Call = (client: Client) => Promise<unknown>
const I = '/identity/resources/tenants/invites/v1'

describe('invite link calls: method, path (reference/endpoints.json) and body', () => {
  it.each<[string, Call, unknown, string, string, unknown]>([
    ['getInviteLink', (c) => invitations.getInviteLink(c), LINK, 'GET', `${I}/user`, undefined],
    ['createInviteLink (spec §9: 43200 minutes)', (c) => invitations.createInviteLink(c), LINK, 'POST', `${I}/user`, { expiresInMinutes: 43200 }],
    ['createInviteLink with email', (c) => invitations.createInviteLink(c, { expiresInMinutes: 60, shouldSendEmail: true }), LINK, 'POST', `${I}/user`, { expiresInMinutes: 60, shouldSendEmail: true }],
    ['updateInviteLink', (c) => invitations.updateInviteLink(c, { expiresInMinutes: 1440, shouldSendEmail: true }), LINK, 'PATCH', `${I}/user`, { expiresInMinutes: 1440, shouldSendEmail: true }],
    ['deleteInviteLink', (c) => invitations.deleteInviteLink(c), undefined, 'DELETE', `${I}/user`, undefined],
    ['getInviteLinkConfiguration', (c) => invitations.getInviteLinkConfiguration(c), { tenantInvitationsAllowed: true }, 'GET', `${I}/configuration`, undefined],
  ])('%s → %s %s', async (_name, call, answer, method, path, body) => {
    const { client, sent } = answering(answer)
    await call(client)
    expect(sent()).toEqual({ method, path, body })
  })

  it('INVITE_LINK_VALIDITY_MINUTES is 30 days', () => {
    expect(invitations.INVITE_LINK_VALIDITY_MINUTES).toBe(30 * 24 * 60)
  })

  it.each<[string, Call, unknown]>([
    ['a link without token', (c) => invitations.getInviteLink(c), { id: 'i1' }],
    ['a configuration without tenantInvitationsAllowed', (c) => invitations.getInviteLinkConfiguration(c), {}],
  ])('%s → malformed ApiError', async (_name, call, answer) => {
    const error = await call(answering(answer).client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ reason: 'malformed' })
  })
})
