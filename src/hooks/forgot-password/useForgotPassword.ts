import { useCallback, useMemo } from 'react'
import * as authApi from '../../api/auth'
import { useGatehouse } from '../session/GatehouseProvider'
import { toFlowError, type FlowError } from '../shared/flowError'
import { parseEmail } from '../shared/email'
import { useFlowRuntime } from '../shared/useFlowRuntime'
import { forgotPasswordReducer, initialForgotPasswordModel, type ForgotPasswordState } from './machine'
import { useLatest } from '../shared/useLatest'

/** spec/auth.md §8: the forgot-password failure text when the server gives none. */
export const FORGOT_PASSWORD_UNKNOWN_ERROR = 'Unknown error occurred'

export interface ForgotPasswordOptions {
  initialEmail?: string
  api?: { forgotPassword?: typeof authApi.forgotPassword }
}

export interface ForgotPassword {
  /** forgotPassword (email entry) or success (the email is on its way). */
  readonly state: ForgotPasswordState
  readonly isPending: boolean
  readonly error: FlowError | null
  /** Asks the API to email a reset link. */
  submit(email: string): Promise<void>
  /** Back to email entry, keeping the email. */
  reset(): void
}

export function useForgotPassword(options: ForgotPasswordOptions = {}): ForgotPassword {
  const { client } = useGatehouse('useForgotPassword')
  const send = options.api?.forgotPassword ?? authApi.forgotPassword
  const sendRef = useLatest(send)
  const { model, dispatch, start } = useFlowRuntime(forgotPasswordReducer, () => initialForgotPasswordModel(options.initialEmail))

  const submit = useCallback(
    async (raw: string) => {
      const parsed = parseEmail(raw)
      const run = start({ type: 'EMAIL.SUBMITTED', email: parsed.ok ? parsed.email : raw })
      if (!run) return
      if (!parsed.ok) {
        run.send({ type: 'EMAIL.REJECTED', error: parsed.error })
        return
      }
      try {
        await sendRef.current(client, { email: parsed.email })
        run.send({ type: 'EMAIL.SENT' })
      } catch (error) {
        run.send({ type: 'EMAIL.REJECTED', error: toFlowError(error, FORGOT_PASSWORD_UNKNOWN_ERROR) })
      }
    },
    [start, sendRef, client],
  )

  const reset = useCallback(() => void dispatch({ type: 'RESET' }), [dispatch])

  return useMemo(() => ({ state: model.state, isPending: model.pending, error: model.error, submit, reset }), [model, submit, reset])
}
