/**
 * vitest globalSetup of the 'oidc' project: a real OpenID provider (oidc-provider) on 127.0.0.1, a
 * random port, with one public client that must use PKCE, whose redirect URIs are on the test page's
 * origin (the project's pinned browser.api port). A signed-in test account grants consent at once.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'
import { exportJWK, generateKeyPair } from 'jose'
import type { TestProject } from 'vitest/node'
import { CALLBACK_PATH, OIDC_ACCOUNT, OIDC_CLIENT_ID, OIDC_RESOURCE, POST_LOGOUT_PATH } from './shared'

export default async function startProvider(project: TestProject): Promise<() => Promise<void>> {
  const pageOrigin = `http://127.0.0.1:${process.env.GATEHOUSE_OIDC_BROWSER_PORT}`
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' }

  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${pageOrigin}${CALLBACK_PATH}`],
        post_logout_redirect_uris: [`${pageOrigin}${POST_LOGOUT_PATH}`],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['gatehouse-oidc-test'] },
    ttl: { Interaction: 60, Session: 600, Grant: 600, AccessToken: 300, RefreshToken: 600, IdToken: 300 },
    // A public client: PKCE is required (oidc-provider's default for token_endpoint_auth_method none).
    pkce: { required: () => true },
    clientBasedCORS: (_ctx: unknown, origin: string) => origin === pageOrigin,
    issueRefreshToken: () => true,
    rotateRefreshToken: true,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, email: OIDC_ACCOUNT.email, email_verified: true, name: OIDC_ACCOUNT.name }),
    }),
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => OIDC_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({ scope: 'api', accessTokenFormat: 'jwt', accessTokenTTL: 300, jwt: { sign: { alg: 'RS256' } } }),
      },
      rpInitiatedLogout: {
        enabled: true,
        // Says yes to "sign out?" at once, as the user would.
        logoutSource: (ctx: { body: string }, form: string) => {
          ctx.body = `<!doctype html><title>Signing out</title>${form}<script>const f = document.forms[0]; const yes = document.createElement('input'); yes.type = 'hidden'; yes.name = 'logout'; yes.value = 'yes'; f.append(yes); f.submit()</script>`
        },
      },
    },
  })

  const callback = provider.callback()
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      void interact(provider, req, res).catch((error: unknown) => {
        res.statusCode = 500
        res.end(String(error))
      })
      return
    }
    callback(req, res)
  })

  project.provide('oidcIssuer', issuer)
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}

/** The provider's login and consent pages, answered for the test account without a form. */
async function interact(provider: InstanceType<typeof Provider>, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(req, res)
  if (details.prompt.name === 'login') {
    await provider.interactionFinished(req, res, { login: { accountId: OIDC_ACCOUNT.id } }, { mergeWithLastSubmission: false })
    return
  }
  const grant = new provider.Grant({ accountId: details.session?.accountId ?? OIDC_ACCOUNT.id, clientId: OIDC_CLIENT_ID })
  const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> }
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
  for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(' '))
  const grantId = await grant.save()
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true })
}
