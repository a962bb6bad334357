import { useState } from 'react'
import type { TeamUser, UsersQuery } from '../../../src/api'
import {
  toTeamError,
  useAddUsers,
  useCreateGroup,
  useCreateInviteLink,
  useDeleteInviteLink,
  useGroups,
  useInviteLink,
  useRoles,
  useUpdateUserRoles,
  useUsers,
  type TeamOperation,
} from '../../../src/hooks/admin/resources'

/** The harness's plain buttons take the theme's font, as every text in a story must (the visual invariants). */
const harnessButton = { font: 'inherit' } as const

const status = (user: TeamUser) => (user.activatedForTenant === false ? 'pending invitation' : user.isLocked ? 'locked' : 'activated')
const describeUser = (user: TeamUser) => `${user.name} (${user.email}): ${user.roles?.map((role) => role.name).join(', ') || 'no roles'} [${status(user)}]`

/**
 * Story fixture: the team resource hooks with no screen around them. Each line shows a hook's state
 * as text and each button makes one change, so a play function can watch SWR load, page, change
 * optimistically, roll back and refresh against the fixtures.
 */
export function TeamHarness({ initialQuery = {} }: { initialQuery?: UsersQuery }) {
  const [query, setQuery] = useState<UsersQuery>(initialQuery)
  const [message, setMessage] = useState('')
  const users = useUsers(query)
  const roles = useRoles()
  const updateRoles = useUpdateUserRoles(query)
  const addUsers = useAddUsers(query)
  const groups = useGroups()
  const createGroup = useCreateGroup()
  const link = useInviteLink()
  const createLink = useCreateInviteLink()
  const deleteLink = useDeleteInviteLink()
  const first = users.data[0]
  // As a role picker would, the harness offers a role once the tenant's roles are listed.
  const support = roles.data?.find((role) => role.name === 'Support')

  const attempt = (operation: TeamOperation, change: () => Promise<string>) => {
    change().then(setMessage, (error: unknown) => setMessage(`${operation} failed: ${toTeamError(operation, error)?.message}`))
  }

  return (
    <main>
      <h1>Team hooks</h1>
      <p>{users.isLoading ? 'Loading users' : `${users.totalItems} users, page ${users.query.pageOffset + 1} of ${users.totalPages}, ${users.query.pageSize} a page`}</p>
      {users.teamError && <p role="alert">{`${users.teamError.key}: ${users.teamError.message}`}</p>}
      {updateRoles.teamError && <p role="alert">{`${updateRoles.teamError.key}: ${updateRoles.teamError.message}`}</p>}
      <ul aria-label="Users">
        {users.data.map((user) => (
          <li key={user.id}>{describeUser(user)}</li>
        ))}
      </ul>
      <button style={harnessButton} type="button" onClick={() => setQuery((asked) => ({ ...asked, pageOffset: (asked.pageOffset ?? 0) + 1 }))}>
        Next page
      </button>
      {first && support && (
        <>
          <button style={harnessButton} type="button" onClick={() => attempt('updateUserRoles', () => updateRoles.trigger({ user: first, roleIds: [support.id] }).then(() => 'Roles saved'))}>
            {`Make ${first.name} Support`}
          </button>
          <button style={harnessButton} type="button" onClick={() => attempt('updateUserRoles', () => updateRoles.trigger({ user: first, roleIds: [] }).then(() => 'Roles saved'))}>
            {`Take ${first.name}'s roles`}
          </button>
        </>
      )}
      <button style={harnessButton}
        type="button"
        onClick={() =>
          attempt('addUsers', async () => {
            const result = await addUsers.trigger({ emails: ['new.one@acme.test', 'grace@acme.test', 'not-an-email'], roleIds: ['role-Support'] })
            setQuery(result.refreshQuery)
            return `Added ${result.added.length}; unallowed: ${result.unallowed.join(', ')}`
          })
        }
      >
        Invite three
      </button>

      <h2>Groups</h2>
      <ul aria-label="Groups">
        {(groups.data ?? []).map((group) => (
          <li key={group.id}>{`${group.name}: ${group.users?.length ?? 0} members`}</li>
        ))}
      </ul>
      <button style={harnessButton} type="button" onClick={() => attempt('createGroup', () => createGroup.trigger({ name: 'On call', color: '#0EA5E9', description: ' ', userIds: [] }).then((group) => `Created ${group.name}`))}>
        Create group
      </button>

      <h2>Invite link</h2>
      <p>{link.data === undefined ? 'Loading the invite link' : link.data ? `Invite link ${link.data.token}` : 'No invite link'}</p>
      <button style={harnessButton} type="button" onClick={() => attempt('deleteInviteLink', () => deleteLink.trigger().then(() => 'Link deleted'))}>
        Delete invite link
      </button>
      <button style={harnessButton} type="button" onClick={() => attempt('createInviteLink', () => createLink.trigger(undefined).then(() => 'Link created'))}>
        Create invite link
      </button>
      <p role="status">{message}</p>
    </main>
  )
}
