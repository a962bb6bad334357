import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../api'
import { callWithWorkspaceToken, createWorkspaceToken, workspaceTokenDue } from './workspaceToken'

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
/** A JWT with these claims (decoded, never verified, by the client). */
const jwt = (claims: object) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.signature`
const NOW = Date.UTC(2026, 0, 1, 12)
const s = (ms: number) => Math.floor(ms / 1000)
/** A token issued at `issued` living `ttl` seconds. */
const token = (issued: number, ttl: number, jti = 'a') => jwt({ sub: 'user-ada', iat: s(issued), exp: s(issued) + ttl, jti })
const unauthorized = () => new ApiError('Unauthorized', 401)

describe('workspaceTokenDue', () => {
  it('a token with most of its life left is used as it is', () => {
    expect(workspaceTokenDue({ accessToken: token(NOW, 86400), receivedAt: NOW }, NOW + 60_000)).toBe(false)
  })

  it('expired, or within its last 30 s, it is asked for again', () => {
    const held = { accessToken: token(NOW, 86400), receivedAt: NOW }
    expect(workspaceTokenDue(held, NOW + 86400_000)).toBe(true)
    expect(workspaceTokenDue(held, NOW + 86400_000 - 29_000)).toBe(true)
    expect(workspaceTokenDue(held, NOW + 86400_000 - 31_000)).toBe(false)
  })

  it('a short-lived token is renewed in its last fifth, not at once', () => {
    const held = { accessToken: token(NOW, 20), receivedAt: NOW }
    expect(workspaceTokenDue(held, NOW + 15_000)).toBe(false)
    expect(workspaceTokenDue(held, NOW + 16_000)).toBe(true)
  })

  it('a token issued already expired is due', () => {
    expect(workspaceTokenDue({ accessToken: token(NOW, 0), receivedAt: NOW }, NOW)).toBe(true)
  })

  it.each([
    ['10 minutes fast', 600_000],
    ['10 minutes slow', -600_000],
  ])('a device clock %s changes nothing: a 1-hour token is due 59.5 minutes after it arrived', (_name, skew) => {
    // The token's iat and exp are the server's; receipt and now are the monotonic clock, which the skew never touches.
    const held = { accessToken: token(NOW + skew, 3600), receivedAt: 1_000 }
    expect(workspaceTokenDue(held, 1_000 + 3_569_999)).toBe(false)
    expect(workspaceTokenDue(held, 1_000 + 3_570_000)).toBe(true)
  })

  it('without an exp claim, expiresIn counts from receipt; an unreadable token is due', () => {
    const noExp = { accessToken: jwt({ sub: 'user-ada' }), expiresIn: 600, receivedAt: NOW }
    expect(workspaceTokenDue(noExp, NOW + 500_000)).toBe(false)
    expect(workspaceTokenDue(noExp, NOW + 590_000)).toBe(true)
    expect(workspaceTokenDue({ accessToken: 'not-a-jwt', receivedAt: NOW }, NOW)).toBe(true)
  })
})

describe('createWorkspaceToken and callWithWorkspaceToken', () => {
  const clock = (start = NOW) => {
    let at = start
    return { now: () => at, advance: (ms: number) => (at += ms) }
  }

  it('a valid token is used without asking the API', async () => {
    const ask = vi.fn()
    const held = createWorkspaceToken({ accessToken: token(NOW, 3600) }, ask, () => NOW)
    const call = vi.fn(async (accessToken: string) => accessToken)
    await expect(callWithWorkspaceToken(held, call)).resolves.toBe(token(NOW, 3600))
    expect(ask).not.toHaveBeenCalled()
  })

  it('an expired token is asked for once before the call, however many calls wait for it', async () => {
    const time = clock()
    const fresh = token(NOW + 3_600_000, 3600, 'b')
    const ask = vi.fn(async () => ({ accessToken: fresh, expiresIn: 3600 }))
    const held = createWorkspaceToken({ accessToken: token(NOW, 3600) }, ask, time.now)
    time.advance(3_600_000)
    const call = vi.fn(async (accessToken: string) => accessToken)
    const answers = await Promise.all([callWithWorkspaceToken(held, call), callWithWorkspaceToken(held, call), callWithWorkspaceToken(held, call)])
    expect(answers).toEqual([fresh, fresh, fresh])
    expect(ask).toHaveBeenCalledTimes(1)
    expect(held.current()).toBe(fresh)
  })

  it('a token the API refuses (401) is renewed once and the call replayed once; concurrent refusals share the renewal', async () => {
    const first = token(NOW, 3600)
    const fresh = token(NOW, 3600, 'b')
    const ask = vi.fn(async () => ({ accessToken: fresh, expiresIn: 3600 }))
    const held = createWorkspaceToken({ accessToken: first }, ask, () => NOW)
    const call = vi.fn(async (accessToken: string) => {
      if (accessToken === first) throw unauthorized()
      return 'done'
    })
    await expect(Promise.all([callWithWorkspaceToken(held, call), callWithWorkspaceToken(held, call)])).resolves.toEqual(['done', 'done'])
    expect(ask).toHaveBeenCalledTimes(1)
    expect(call.mock.calls.map(([sent]) => sent)).toEqual([first, first, fresh, fresh])
    // A call refused later with the old token gets the new one without asking again.
    await expect(held.renew(first)).resolves.toBe(fresh)
    expect(ask).toHaveBeenCalledTimes(1)
  })

  it('never loops: refused again after a renewal, the call fails with that 401', async () => {
    const ask = vi.fn(async () => ({ accessToken: token(NOW, 3600, 'b') }))
    const held = createWorkspaceToken({ accessToken: token(NOW, 3600) }, ask, () => NOW)
    const call = vi.fn(async () => {
      throw unauthorized()
    })
    await expect(callWithWorkspaceToken(held, call)).rejects.toMatchObject({ status: 401 })
    expect(call).toHaveBeenCalledTimes(2)
    expect(ask).toHaveBeenCalledTimes(1)
  })

  it('a token renewed because it was due is not renewed again on a 401', async () => {
    const time = clock()
    const ask = vi.fn(async () => ({ accessToken: token(NOW, 0, 'b') }))
    const held = createWorkspaceToken({ accessToken: token(NOW, 0) }, ask, time.now)
    const call = vi.fn(async () => {
      throw unauthorized()
    })
    await expect(callWithWorkspaceToken(held, call)).rejects.toMatchObject({ status: 401 })
    expect(ask).toHaveBeenCalledTimes(1)
    expect(call).toHaveBeenCalledTimes(1)
  })

  it('other failures pass through untouched; a failed renewal fails the call and the next call asks again', async () => {
    const first = token(NOW, 3600)
    const ask = vi.fn().mockRejectedValueOnce(new ApiError('Down', 500)).mockResolvedValueOnce({ accessToken: token(NOW, 3600, 'b') })
    const held = createWorkspaceToken({ accessToken: first }, ask, () => NOW)
    await expect(callWithWorkspaceToken(held, () => Promise.reject(new ApiError('Not found', 404)))).rejects.toMatchObject({ status: 404 })
    expect(ask).not.toHaveBeenCalled()
    const refusing = async (accessToken: string) => {
      if (accessToken === first) throw unauthorized()
      return 'done'
    }
    await expect(callWithWorkspaceToken(held, refusing)).rejects.toMatchObject({ status: 500 })
    expect(held.current()).toBe(first)
    await expect(callWithWorkspaceToken(held, refusing)).resolves.toBe('done')
    expect(ask).toHaveBeenCalledTimes(2)
  })
})
