// The e2e ledger's rule: an identical request sent twice within one page load is a defect; a
// refresh that spends the next rotation of the cookie (the token fell due) is a new request.
import { describe, expect, it } from 'vitest'
import type { DevRequest } from '../../scripts/devApi'
import { loadByTime, requestKey, summarise } from './harness'

const call = (at: number, method: string, path: string, extra: Partial<DevRequest> = {}): DevRequest => ({ method, path, query: {}, body: null, status: 200, origin: null, at, ...extra })
const REFRESH = '/identity/resources/auth/v1/user/token/refresh'
const ME = '/identity/resources/users/v2/me'

describe('summarise', () => {
  it('finds a call sent twice within one page load, and not across two', () => {
    const calls = [call(10, 'GET', ME), call(20, 'GET', ME), call(40, 'GET', ME)]
    expect(summarise(calls, loadByTime([0])).repeated).toEqual(['GET /identity/resources/users/v2/me'])
    expect(summarise(calls.slice(1), loadByTime([0, 30])).repeated).toEqual([])
  })

  it("counts each call with the load that sent it: an old page's call that arrives after the next load began is not the new page's", () => {
    const calls = [call(870, 'GET', '/flags'), call(1148, 'GET', '/flags')]
    expect(summarise(calls, loadByTime([0, 847])).repeated).toEqual(['GET /flags'])
    const sentBy = new Map([[calls[0]!, 1], [calls[1]!, 2]])
    expect(summarise(calls, (request) => sentBy.get(request)!).repeated).toEqual([])
  })

  it('counts a call refused with 401 and its replay once; preflights apart', () => {
    const calls = [call(10, 'OPTIONS', ME, { status: 204 }), call(11, 'GET', ME, { status: 401 }), call(12, 'GET', ME)]
    expect(summarise(calls, loadByTime([0]))).toEqual({ total: 2, preflights: 1, counts: { [`GET ${ME}`]: 2 }, repeated: [] })
  })

  it('tells refreshes apart by the cookie they spent: the next rotation is a new request, the same cookie twice is not', () => {
    const due = [call(10, 'POST', REFRESH, { cookie: 'a' }), call(4010, 'POST', REFRESH, { cookie: 'b' })]
    expect(summarise(due, loadByTime([0])).repeated).toEqual([])
    const twice = [call(10, 'POST', REFRESH, { cookie: 'a' }), call(12, 'POST', REFRESH, { cookie: 'a' })]
    expect(summarise(twice, loadByTime([0])).repeated).toEqual([requestKey(twice[0]!)])
  })

  it('keys other calls without the cookie, so a replay after a rotation is the same call', () => {
    expect(requestKey(call(1, 'GET', ME, { cookie: 'a' }))).toBe(requestKey(call(2, 'GET', ME, { cookie: 'b' })))
  })
})
