import { describe, it, expect } from 'vitest'
import { ApiError } from '../../../api'
import { TEAM_DEFAULT_ERROR, TEAM_ERROR_KEYS, shouldLogTeamError, teamErrorKey, toTeamError, type TeamOperation } from './errors'

describe('team error keys (spec/admin.md §8)', () => {
  it.each<[TeamOperation, string | null]>([
    ['loadUsers', 'USERS'],
    ['updateUserRoles', 'UPDATE_USER'],
    ['deleteUser', 'DELETE_USER'],
    ['resendActivation', 'RESEND_ACTIVATE_LINK'],
    ['resendInvitation', 'RESEND_INVITATION_LINK'],
    ['loadRoles', 'ROLES_AND_PERMISSIONS'],
    ['loadPermissions', 'ROLES_AND_PERMISSIONS'],
    ['loadPermissionCategories', 'ROLES_AND_PERMISSIONS'],
    ['loadInviteLink', 'GET_TOKEN_LINK'],
    ['createInviteLink', 'CREATE_TOKEN_LINK'],
    ['updateInviteLink', 'UPDATE_TOKEN_LINK'],
    ['deleteInviteLink', 'DELETE_TOKEN_LINK'],
    ['loadTemporaryUsersConfig', 'CONFIG_TEMPORARY_USERS'],
    ['setUserExpiration', 'UPDATE_USER_EXPIRATION_TIME'],
    ['removeUserExpiration', 'UPDATE_USER_EXPIRATION_TIME'],
    ['addUser', null],
    ['addUsers', null],
    ['createGroup', null],
    ['createRole', null],
    ['changeApplications', null],
  ])('%s → %s', (operation, key) => {
    expect(teamErrorKey(operation)).toBe(key)
  })

  it('every key is one of the spec list', () => {
    expect(TEAM_ERROR_KEYS).toContain('USERS')
    expect(TEAM_ERROR_KEYS).toContain('STATS')
    expect(new Set(TEAM_ERROR_KEYS).size).toBe(TEAM_ERROR_KEYS.length)
  })
})

describe('toTeamError (spec/admin.md §8 messages)', () => {
  it('no error, no TeamError', () => {
    expect(toTeamError('loadUsers', undefined)).toBeNull()
    expect(toTeamError('loadUsers', null)).toBeNull()
  })

  it('an error with a status shows the server message', () => {
    expect(toTeamError('deleteUser', new ApiError('You cannot remove yourself from the account', 400))).toEqual({
      code: 'http',
      message: 'You cannot remove yourself from the account',
      status: 400,
      field: undefined,
      operation: 'deleteUser',
      key: 'DELETE_USER',
    })
  })

  it('an error without a status shows the default message, and is to be logged', () => {
    const error = toTeamError('loadUsers', new ApiError('The server could not be reached', 0, { reason: 'network' }))!
    expect(error).toMatchObject({ code: 'network', message: TEAM_DEFAULT_ERROR, key: 'USERS' })
    expect(TEAM_DEFAULT_ERROR).toBe("We're facing some difficulties, Please try again")
    expect(shouldLogTeamError(error)).toBe(true)
    expect(shouldLogTeamError(toTeamError('loadUsers', new ApiError('Nope', 500))!)).toBe(false)
  })

  it('a failed connectivity load is silent (spec/admin.md §8); a failed connectivity save is logged like any', () => {
    const dropped = new ApiError('The server could not be reached', 0, { reason: 'network' })
    expect(shouldLogTeamError(toTeamError('loadConnectivity', dropped)!)).toBe(false)
    expect(shouldLogTeamError(toTeamError('changeConnectivity', dropped)!)).toBe(true)
  })

  it('a malformed answer and an unknown throw show the fallback given', () => {
    expect(toTeamError('addUser', new ApiError('x', 200, { reason: 'malformed' }), 'Could not invite')).toMatchObject({ code: 'malformed', message: 'Could not invite', key: null })
    expect(toTeamError('addUser', new TypeError('boom'))).toMatchObject({ code: 'unknown', message: TEAM_DEFAULT_ERROR })
  })
})
