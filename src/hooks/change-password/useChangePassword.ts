import { useCallback, useMemo } from 'react'
import type * as passwordsApi from '../../api/passwords'
import * as usersApi from '../../api/users'
import { useGatehouse } from '../session/GatehouseProvider'
import { useSession } from '../session/useSession'
import { toFlowError, type FlowError } from '../shared/flowError'
import { newPasswordError, PASSWORD_RULES_NOT_MET } from '../shared/passwordRules'
import { useFlowRuntime } from '../shared/useFlowRuntime'
import { useLatest } from '../shared/useLatest'
import { usePasswordConfig, type PasswordConfigState } from '../shared/usePasswordConfig'
import { changePasswordErrorField, changePasswordReducer, initialChangePasswordModel, isSessionEnded, type ChangePasswordState } from './machine'

/** What a failed change says when the server gives no message. */
export const CHANGE_PASSWORD_FAILED = "We couldn't change your password. Please try again."
/** The English words of the current password left empty (screens use their catalogue's). */
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password.'

/** The calls the change makes; a test or a host can swap any of them. */
export interface ChangePasswordApi {
  changePassword: typeof usersApi.changePassword
  getPasswordConfig: typeof passwordsApi.getPasswordConfig
}

export interface ChangePasswordOptions {
  api?: Partial<ChangePasswordApi>
  /** Called once the server changed the password. */
  onChanged?: () => void
}

export interface ChangePassword {
  /** changePassword (the form) or signedOut. */
  readonly state: ChangePasswordState
  readonly isPending: boolean
  /** Why the last submit failed: `field` is currentPassword or newPassword, or none for the form. */
  readonly error: FlowError | null
  /** How many times the password was changed since the form opened (a new count empties the form). */
  readonly changes: number
  /** The last submit changed the password. */
  readonly changed: boolean
  /** The server's password rules, for the checklist. */
  readonly passwordConfig: PasswordConfigState
  /** Sends the current and the new password, unless one is missing or a rule the browser can check is not met. */
  submit(input: { currentPassword: string; newPassword: string }): Promise<void>
}

/**
 * Change password for the signed-in user (spec/auth.md §2 Profile "password change", §7 POST
 * v1/passwords/change): the current password proves it is them, the new one is checked against
 * the server's rules as it is typed and by the server (history, breaches) when it is sent.
 */
export function useChangePassword(options: ChangePasswordOptions = {}): ChangePassword {
  const gatehouse = useGatehouse('useChangePassword')
  const contextRef = useLatest(gatehouse)
  const apiRef = useLatest<Pick<ChangePasswordApi, 'changePassword'>>({ changePassword: usersApi.changePassword, ...options.api })
  const onChangedRef = useLatest(options.onChanged)
  const { user } = useSession()
  const { model, start } = useFlowRuntime(changePasswordReducer, initialChangePasswordModel)
  const passwordConfig = usePasswordConfig({ userId: user?.id, api: options.api })

  const configRef = useLatest(passwordConfig.config)
  const submit = useCallback(
    async ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) => {
      const run = start({ type: 'PASSWORD.SUBMITTED' })
      if (!run) return
      if (currentPassword === '') {
        run.send({ type: 'PASSWORD.REJECTED', error: { code: 'currentPasswordRequired', message: CURRENT_PASSWORD_REQUIRED, field: 'currentPassword' } })
        return
      }
      const invalid = newPasswordError(configRef.current, newPassword)
      if (invalid) {
        run.send({ type: 'PASSWORD.REJECTED', error: { code: invalid.code, message: invalid.code === 'passwordRules' ? PASSWORD_RULES_NOT_MET : 'Enter a password.', field: 'newPassword' } })
        return
      }
      try {
        await apiRef.current.changePassword(contextRef.current.client, { password: currentPassword, newPassword })
        if (run.send({ type: 'PASSWORD.CHANGED' })) onChangedRef.current?.()
      } catch (cause) {
        const error = toFlowError(cause, CHANGE_PASSWORD_FAILED)
        if (isSessionEnded(error)) run.send({ type: 'SESSION.ENDED', error })
        else run.send({ type: 'PASSWORD.REJECTED', error: { ...error, field: changePasswordErrorField(error) } })
      }
    },
    [start, configRef, apiRef, contextRef, onChangedRef],
  )

  return useMemo(
    () => ({ state: model.state, isPending: model.pending, error: model.error, changes: model.changes, changed: model.changed, passwordConfig, submit }),
    [model, passwordConfig, submit],
  )
}
