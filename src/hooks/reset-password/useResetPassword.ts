import { useCallback, useMemo, useState } from 'react'
import * as passwordsApi from '../../api/passwords'
import type { ResetPasswordToken } from '../../api/passwords'
import { useGatehouse } from '../session/GatehouseProvider'
import { expectStep } from '../shared/flowRuntime'
import { toFlowError, type FlowError } from '../shared/flowError'
import { newPasswordError, PASSWORD_RULES_NOT_MET } from '../shared/passwordRules'
import { useFlowRuntime } from '../shared/useFlowRuntime'
import { useLatest } from '../shared/useLatest'
import { useMountRequest } from '../shared/useMountRequest'
import { usePasswordConfig, type PasswordConfigState } from '../shared/usePasswordConfig'
import { initialResetPasswordModel, isLinkRefusal, resetLinkFromUrl, resetPasswordReducer, type ResetPasswordEvent, type ResetPasswordState } from './machine'

/** What a failed reset says when the server gives no message. */
export const RESET_PASSWORD_FAILED = "We couldn't reset your password. Please try again."

/** The calls the reset makes; a test or a host can swap any of them. */
export interface ResetPasswordApi {
  validateResetPasswordToken: typeof passwordsApi.validateResetPasswordToken
  resetPassword: typeof passwordsApi.resetPassword
  getPasswordConfig: typeof passwordsApi.getPasswordConfig
}

export interface ResetPasswordOptions {
  /** The link's user id and token; read from the page URL (`?userId=…&token=…`) when not given. */
  link?: ResetPasswordToken
  api?: Partial<ResetPasswordApi>
}

export interface ResetPassword {
  /** validating, validationFailed, resetPassword, success or invalidLink. */
  readonly state: ResetPasswordState
  readonly isPending: boolean
  /** Why the last submit failed: `field: 'password'` belongs on the password field. */
  readonly error: FlowError | null
  /** The server's password rules, for the checklist. */
  readonly passwordConfig: PasswordConfigState
  /** Sends the new password, unless a rule the browser can check is not met. */
  submit(password: string): Promise<void>
  /** Checks the link again after a failure to check it. */
  retry(): Promise<void>
}

/**
 * Reset password with the emailed link (spec/auth.md §2 /account/reset-password): the link is
 * checked first, then the new password is set; an expired or used link says so and leads to a
 * new one (the forgot-password flow).
 */
export function useResetPassword(options: ResetPasswordOptions = {}): ResetPassword {
  const gatehouse = useGatehouse('useResetPassword')
  const contextRef = useLatest(gatehouse)
  const apiRef = useLatest<ResetPasswordApi>({ ...passwordsApi, ...options.api })
  const [link] = useState(() => options.link ?? resetLinkFromUrl(gatehouse.currentUrl()))
  const { model, dispatch, start } = useFlowRuntime(resetPasswordReducer, () => initialResetPasswordModel(link))
  const passwordConfig = usePasswordConfig({ userId: link?.userId, enabled: link !== null, api: options.api })

  /** What checking the link came to, as the event that says so. */
  const check = useCallback(
    async (checked: ResetPasswordToken): Promise<ResetPasswordEvent> => {
      try {
        await apiRef.current.validateResetPasswordToken(contextRef.current.client, checked)
        return { type: 'LINK.VALIDATED' }
      } catch (cause) {
        const error = toFlowError(cause, RESET_PASSWORD_FAILED)
        return isLinkRefusal(error) ? { type: 'LINK.REFUSED', error } : { type: 'LINK.CHECK_FAILED', error }
      }
    },
    [apiRef, contextRef],
  )

  useMountRequest(
    async () => (link ? check(link) : null),
    (outcome) => {
      if (outcome.ok && outcome.value) dispatch(outcome.value)
    },
  )

  const retry = useCallback(async () => {
    const run = start({ type: 'LINK.RETRIED' })
    if (!run) return
    run.send(await check(expectStep(run.from.state, 'validationFailed').link))
  }, [start, check])

  const configRef = useLatest(passwordConfig.config)
  const submit = useCallback(
    async (password: string) => {
      const run = start({ type: 'PASSWORD.SUBMITTED' })
      if (!run) return
      const { link: current } = expectStep(run.from.state, 'resetPassword')
      const invalid = newPasswordError(configRef.current, password)
      if (invalid) {
        run.send({ type: 'PASSWORD.REJECTED', error: { ...invalid, message: invalid.code === 'passwordRules' ? PASSWORD_RULES_NOT_MET : 'Enter a password.' } })
        return
      }
      try {
        await apiRef.current.resetPassword(contextRef.current.client, { ...current, password })
        run.send({ type: 'PASSWORD.SAVED' })
      } catch (cause) {
        const error = toFlowError(cause, RESET_PASSWORD_FAILED)
        if (!isLinkRefusal(error)) {
          run.send({ type: 'PASSWORD.REJECTED', error })
          return
        }
        // A 4xx is about the password or about the link: asking about the link again tells which.
        const linkCheck = run.isCurrent() ? await check(current) : null
        if (linkCheck?.type === 'LINK.REFUSED') run.send(linkCheck)
        else run.send({ type: 'PASSWORD.REJECTED', error: { ...error, field: 'password' } })
      }
    },
    [start, configRef, apiRef, contextRef, check],
  )

  return useMemo(
    () => ({ state: model.state, isPending: model.pending, error: model.error, passwordConfig, submit, retry }),
    [model, passwordConfig, submit, retry],
  )
}
