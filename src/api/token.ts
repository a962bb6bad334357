import { InvalidTokenError, jwtDecode, type JwtPayload } from 'jwt-decode'

export { InvalidTokenError }

/** The claims Gatehouse reads from an access token; anything else passes through. */
export interface TokenClaims extends JwtPayload {
  email?: string
  name?: string
  tenantId?: string
  tenantIds?: string[]
  acr?: string
  amr?: string[]
  auth_time?: number
  [claim: string]: unknown
}

/**
 * Decodes (does not verify) a JWT. spec/auth.md §5: it must be three dot-separated parts and
 * each of header and payload valid base64url JSON, otherwise "Invalid token specified: ...".
 */
export function decodeToken<T extends TokenClaims = TokenClaims>(token: string): T {
  if (typeof token !== 'string') throw new InvalidTokenError('Invalid token specified: must be a string')
  const parts = token.split('.')
  if (parts.length !== 3) {
    throw new InvalidTokenError(`Invalid token specified: must have three dot-separated parts, found ${parts.length}`)
  }
  jwtDecode(token, { header: true })
  return jwtDecode<T>(token)
}
