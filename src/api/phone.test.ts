import { describe, it, expect } from 'vitest'
import { answering } from './answering.testing'
import { createClient, type Client } from './client'
import { ApiError } from './errors'
import * as phone from './phone'
import { findUserByEmail, getWorld, lastMessageTo, mockFetch, resetWorld, scenarios, INVALID_ONE_TIME_CODE } from '../fixtures'

type Call = (client: Client) => Promise<unknown>
const P = '/identity/resources/users/v1/phone'

describe('phone reset calls: method, path (reference/endpoints.json) and body', () => {
  it.each<[string, Call, unknown, string, string, unknown]>([
    ['resetPhoneNumber', (c) => phone.resetPhoneNumber(c, { email: 'ada@acme.test' }), { resetPhoneNumberToken: 'r' }, 'POST', `${P}/reset`, { email: 'ada@acme.test' }],
    [
      'verifyResetPhoneNumber',
      (c) => phone.verifyResetPhoneNumber(c, { resetPhoneNumberToken: 'r', code: '123456' }),
      { changePhoneNumberToken: 'c' },
      'POST',
      `${P}/reset/verify`,
      { resetPhoneNumberToken: 'r', code: '123456' },
    ],
    ['changePhoneNumber', (c) => phone.changePhoneNumber(c, { phoneNumber: '+12025550143', changePhoneNumberToken: 'c' }), {}, 'PUT', `${P}/change`, { phoneNumber: '+12025550143', changePhoneNumberToken: 'c' }],
  ])('%s → %s %s', async (_name, call, answer, method, path, body) => {
    const { client, sent } = answering(answer)
    await call(client)
    expect(sent()).toEqual({ method, path, body })
  })

  it('resetPhoneNumber answers the token', async () => {
    await expect(phone.resetPhoneNumber(answering({ resetPhoneNumberToken: 'r', extra: 1 }).client, { email: 'a@b.test' })).resolves.toEqual({ resetPhoneNumberToken: 'r', extra: 1 })
  })

  it.each<[string, Call, unknown]>([
    ['resetPhoneNumber without resetPhoneNumberToken', (c) => phone.resetPhoneNumber(c, { email: 'a@b.test' }), { ok: true }],
    ['verifyResetPhoneNumber with a numeric token', (c) => phone.verifyResetPhoneNumber(c, { resetPhoneNumberToken: 'r', code: '1' }), { changePhoneNumberToken: 7 }],
  ])('%s → malformed ApiError', async (_name, call, answer) => {
    const error = await call(answering(answer).client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ reason: 'malformed' })
  })
})

describe('mock mode answers the phone reset from the fixtures world', () => {
  it('reset, a wrong code refused (400), the emailed code, the change: the user has the new number', async () => {
    resetWorld(scenarios.phoneReset())
    const client = createClient({ fetch: mockFetch({ delayMs: 0 }), logLevel: 'silent' })
    const { resetPhoneNumberToken } = await phone.resetPhoneNumber(client, { email: 'ada@acme.test' })
    const code = lastMessageTo(getWorld(), 'ada@acme.test')!.code
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const refused = await phone.verifyResetPhoneNumber(client, { resetPhoneNumberToken, code: wrong }).catch((e: unknown) => e)
    expect(refused).toMatchObject({ status: 400, reason: 'http', message: INVALID_ONE_TIME_CODE })
    const { changePhoneNumberToken } = await phone.verifyResetPhoneNumber(client, { resetPhoneNumberToken, code })
    await phone.changePhoneNumber(client, { phoneNumber: '+12025550143', changePhoneNumberToken })
    expect(findUserByEmail(getWorld(), 'ada@acme.test')?.phoneNumber).toBe('+12025550143')
  })
})
