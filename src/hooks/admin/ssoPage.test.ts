import { describe, expect, it } from 'vitest'
import { SSO_CONNECTION_TABS, ssoPage, ssoPath } from './ssoPage'

describe('ssoPage', () => {
  it('no sub path is the list', () => {
    expect(ssoPage('')).toEqual({ kind: 'list' })
    expect(ssoPage('/')).toEqual({ kind: 'list' })
  })
  it('a connection id opens it on its first tab', () => {
    expect(ssoPage('/sso-okta')).toEqual({ kind: 'connection', connectionId: 'sso-okta', tab: 'idp' })
    expect(ssoPage('/sso-okta/')).toEqual({ kind: 'connection', connectionId: 'sso-okta', tab: 'idp' })
  })
  it.each([
    ['/sso-okta/identity-provider', 'idp'],
    ['/sso-okta/domains', 'domains'],
    ['/sso-okta/authorization', 'authorization'],
  ] as const)('%s opens the tab %s', (subPath, tab) => {
    expect(ssoPage(subPath)).toEqual({ kind: 'connection', connectionId: 'sso-okta', tab })
  })
  it('an unknown tab, or the tab id instead of its path, opens the first tab', () => {
    expect(ssoPage('/sso-okta/nope')).toEqual({ kind: 'connection', connectionId: 'sso-okta', tab: 'idp' })
    expect(ssoPage('/sso-okta/idp')).toEqual({ kind: 'connection', connectionId: 'sso-okta', tab: 'idp' })
  })
  it('the id is decoded; a malformed escape is no id', () => {
    expect(ssoPage('/a%20b/domains')).toEqual({ kind: 'connection', connectionId: 'a b', tab: 'domains' })
    expect(ssoPage('/%E0%A4%A')).toEqual({ kind: 'list' })
  })
})

describe('ssoPath', () => {
  it('the list is the section itself; a connection its id, then its tab when one is named', () => {
    expect(ssoPath({ kind: 'list' })).toBe('')
    expect(ssoPath({ kind: 'connection', connectionId: 'sso-okta' })).toBe('/sso-okta')
    expect(ssoPath({ kind: 'connection', connectionId: 'sso-okta', tab: 'idp' })).toBe('/sso-okta/identity-provider')
    expect(ssoPath({ kind: 'connection', connectionId: 'a b', tab: 'authorization' })).toBe('/a%20b/authorization')
  })
  it('ssoPage reads back what ssoPath wrote', () => {
    for (const tab of SSO_CONNECTION_TABS) expect(ssoPage(ssoPath({ kind: 'connection', connectionId: 'id/with slash', tab }))).toEqual({ kind: 'connection', connectionId: 'id/with slash', tab })
  })
})
