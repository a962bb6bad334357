import { useCallback, useMemo, useReducer, useRef } from 'react'
import * as v from 'valibot'
import * as authApi from '../../api/auth'
import { useGatehouse } from '../session/GatehouseProvider'
import { fieldError, toFlowError, type FlowError } from '../shared/flowError'
import { useFlowEffects } from '../shared/useFlowEffects'
import { forgotPasswordReducer, initialForgotPasswordModel, type ForgotPasswordState } from './machine'

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

const EmailSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('emailRequired'), v.email('invalidEmail'))

export function useForgotPassword(options: ForgotPasswordOptions = {}): ForgotPassword {
  const { client } = useGatehouse('useForgotPassword')
  const send = options.api?.forgotPassword ?? authApi.forgotPassword
  const sendRef = useRef(send)
  sendRef.current = send
  const [model, dispatch] = useReducer(forgotPasswordReducer, options.initialEmail, initialForgotPasswordModel)
  const { run } = useFlowEffects()

  const submit = useCallback(
    (raw: string) =>
      run(async (isCurrent) => {
        const parsed = v.safeParse(EmailSchema, raw)
        dispatch({ type: 'EMAIL.SUBMITTED', email: parsed.success ? parsed.output : raw })
        if (!parsed.success) {
          const code = parsed.issues[0].message
          dispatch({ type: 'EMAIL.REJECTED', error: fieldError(code, code === 'emailRequired' ? 'Enter your email' : 'Enter a valid email address', 'email') })
          return
        }
        try {
          await sendRef.current(client, { email: parsed.output })
          if (isCurrent()) dispatch({ type: 'EMAIL.SENT' })
        } catch (error) {
          if (isCurrent()) dispatch({ type: 'EMAIL.REJECTED', error: toFlowError(error, FORGOT_PASSWORD_UNKNOWN_ERROR) })
        }
      }),
    [run, client],
  )

  const reset = useCallback(() => dispatch({ type: 'RESET' }), [])

  return useMemo(() => ({ state: model.state, isPending: model.pending, error: model.error, submit, reset }), [model, submit, reset])
}
