/** What the real-provider test and its provider agree on. */
export const OIDC_CLIENT_ID = 'gatehouse-hosted-test'
export const OIDC_ACCOUNT = { id: 'user-ada', email: 'ada@example.com', name: 'Ada Lovelace' } as const
/** The resource server the access tokens are for: it makes them JWTs, as the identity API's are. */
export const OIDC_RESOURCE = 'urn:gatehouse:api'
export const CALLBACK_PATH = '/oauth/callback'
export const POST_LOGOUT_PATH = '/account/login'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The issuer of the OpenID provider the globalSetup started. */
    oidcIssuer: string
  }
}
