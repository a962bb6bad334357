import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getWorld, lastMessageTo, people } from '../src/fixtures'
import { startDevApi, type DevApi } from './devApi'

// The local identity API answers the phone number reset over real HTTP, from the same handlers as
// the stories: a host developing the reset screen needs no backend.
const NEW_PHONE = '+12025550143'
const ORIGIN = 'http://127.0.0.1:5173'

let api: DevApi
beforeAll(async () => {
  api = await startDevApi({ scenario: 'phoneReset' })
})
afterAll(() => api.close())

async function send(method: string, path: string, body: unknown) {
  const response = await fetch(`${api.url}/identity/resources${path}`, { method, headers: { 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('dev API: phone number reset', () => {
  it('lets a page on a loopback origin PUT the change (preflight)', async () => {
    const response = await fetch(`${api.url}/identity/resources/users/v1/phone/change`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT')
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN)
  })

  it('reset, verify the emailed code, change: the SMS sign-in code then goes to the new number', async () => {
    api.reset()
    const reset = await send('POST', '/users/v1/phone/reset', { email: people.ada.email })
    expect(reset).toEqual({ status: 200, body: { resetPhoneNumberToken: expect.any(String) } })
    const code = lastMessageTo(getWorld(), people.ada.email)!.code
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expect((await send('POST', '/users/v1/phone/reset/verify', { resetPhoneNumberToken: reset.body.resetPhoneNumberToken, code: wrong })).status).toBe(400)
    const verified = await send('POST', '/users/v1/phone/reset/verify', { resetPhoneNumberToken: reset.body.resetPhoneNumberToken, code })
    expect(verified).toEqual({ status: 200, body: { changePhoneNumberToken: expect.any(String) } })
    expect(await send('PUT', '/users/v1/phone/change', { phoneNumber: NEW_PHONE, changePhoneNumberToken: verified.body.changePhoneNumberToken })).toEqual({ status: 200, body: {} })
    expect(await send('POST', '/auth/v1/passwordless/smscode/prelogin', { type: 'SmsCode', email: people.ada.email })).toEqual({ status: 200, body: { phoneNumber: '+1 ••• ••• 0143' } })
    expect(lastMessageTo(getWorld(), NEW_PHONE)).toMatchObject({ channel: 'sms', purpose: 'passwordless:SmsCode' })
    expect(api.requests().map((request) => [request.method, request.path, request.status])).toEqual([
      ['POST', '/identity/resources/users/v1/phone/reset', 200],
      ['POST', '/identity/resources/users/v1/phone/reset/verify', 400],
      ['POST', '/identity/resources/users/v1/phone/reset/verify', 200],
      ['PUT', '/identity/resources/users/v1/phone/change', 200],
      ['POST', '/identity/resources/auth/v1/passwordless/smscode/prelogin', 200],
    ])
  })

  it('the fourth reset in the window is refused with 429', async () => {
    api.reset()
    const statuses: number[] = []
    for (let i = 0; i < 4; i += 1) statuses.push((await send('POST', '/users/v1/phone/reset', { email: people.ada.email })).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})
