import { users, type Client, type TeamUser } from '../../../api'

// The account's people as the change previews read them, in a module of its own: a dialogs chunk
// that needs them carries the users call only, not the other previews' loaders and schemas.

/** People asked for per page, and the most pages read, for the previews that look through the account: at most 2,000 people. */
export const PEOPLE_PAGE = 200
export const PEOPLE_PAGES = 10

export interface AccountPeople {
  readonly people: readonly TeamUser[]
  /** False when the account has more people than were read: a preview counts "at least". */
  readonly complete: boolean
}

/** The account's people (users v3, with their roles, groups and provider), page by page up to the cap (PEOPLE_PAGES of PEOPLE_PAGE). */
export async function loadAccountPeople(client: Client): Promise<AccountPeople> {
  const people: TeamUser[] = []
  for (let page = 0; page < PEOPLE_PAGES; page++) {
    const answer = await users.listUsersV3(client, { pageOffset: page, pageSize: PEOPLE_PAGE })
    people.push(...answer.items)
    if (page + 1 >= answer._metadata.totalPages) return { people, complete: true }
  }
  return { people, complete: false }
}
