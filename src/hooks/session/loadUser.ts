import { decodeToken, type Client, type UserProfile } from '../../api'
import type { SessionUser } from './store'

export interface SessionTokens {
  accessToken: string
  refreshToken?: string
  expiresIn: number
}

/**
 * spec/auth.md §3: after login the token claims are merged with the current profile. The client
 * carries the new access token from here on.
 */
export async function loadSessionUser(
  client: Client,
  getMe: (client: Client) => Promise<UserProfile>,
  tokens: SessionTokens,
): Promise<SessionUser> {
  client.setAccessToken(tokens.accessToken)
  const claims = decodeToken(tokens.accessToken)
  const profile = await getMe(client)
  return { ...claims, ...profile, ...tokens }
}
