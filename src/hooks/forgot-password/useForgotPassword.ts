import { useCallback, useMemo, useReducer } from 'react'
import * as authApi from '../../api/auth'
import { useGatehouse } from '../session/GatehouseProvider'
import { toFlowError, type FlowError } from '../shared/flowError'
import { parseEmail } from '../shared/email'
import { useFlowEffects } from '../shared/useFlowEffects'
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
  const [model, dispatch] = useReducer(forgotPasswordReducer, options.initialEmail, initialForgotPasswordModel)
  const { run } = useFlowEffects()

  const submit = useCallback(
    (raw: string) =>
      run(async (isCurrent) => {
        const parsed = parseEmail(raw)
        dispatch({ type: 'EMAIL.SUBMITTED', email: parsed.ok ? parsed.email : raw })
        if (!parsed.ok) {
          dispatch({ type: 'EMAIL.REJECTED', error: parsed.error })
          return
        }
        try {
          await sendRef.current(client, { email: parsed.email })
          if (isCurrent()) dispatch({ type: 'EMAIL.SENT' })
        } catch (error) {
          if (isCurrent()) dispatch({ type: 'EMAIL.REJECTED', error: toFlowError(error, FORGOT_PASSWORD_UNKNOWN_ERROR) })
        }
      }),
    [run, sendRef, client],
  )

  const reset = useCallback(() => dispatch({ type: 'RESET' }), [])

  return useMemo(() => ({ state: model.state, isPending: model.pending, error: model.error, submit, reset }), [model, submit, reset])
}
