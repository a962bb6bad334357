import { auth, createClient } from '../../src/api'
import { people } from '../../src/fixtures'

/**
 * Signs a person in over HTTP before the story renders, as an earlier visit would have: the
 * fixtures answer with the HttpOnly refresh cookie, which the browser (here MSW's cookie jar)
 * keeps for the story's own provider to restore from.
 */
export async function earlierVisit(person: { email: string; password: string } = people.ada): Promise<void> {
  await auth.loginWithPassword(createClient({ logLevel: 'silent' }), { email: person.email, password: person.password })
}
