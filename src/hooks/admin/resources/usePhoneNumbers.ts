import { useCallback, useEffect, useMemo, useReducer, useState } from 'react'
import useSWR from 'swr'
import { phoneNumbers as phoneNumbersApi, type PhoneNumber } from '../../../api'
import { normaliseOneTimeCode } from '../../mfa/codes'
import { parsePhoneNumber, type CountryCode } from '../../mfa/phone'
import { fieldError, type FlowError } from '../../shared/flowError'
import { LOAD_RETRY } from '../../shared/loadRetry'
import { createSubmitGate } from '../submitGate'
import { resourceKey } from './keys'
import { INITIAL_PHONE_CODE_STATE, phoneCodeReducer, phoneNumberText, type ParsedPhone, type PhoneCodeState } from './phoneNumbers'
import { useTeamContext } from './shared'
import { ownError, useLogged, type OwnResource } from './useProfile'

/** The signed-in user's phone numbers, the first page of 10 (spec/admin.md §9). */
export function usePhoneNumbers(): OwnResource<PhoneNumber[]> {
  const context = useTeamContext('usePhoneNumbers')
  const logged = useLogged('usePhoneNumbers')
  const key = resourceKey(phoneNumbersApi.PHONE_NUMBERS_PATH, phoneNumbersApi.PHONE_NUMBERS_PAGE, context.scope)
  const swr = useSWR(key, ([, page]) => logged(() => phoneNumbersApi.listPhoneNumbers(context.client, page)), LOAD_RETRY)
  const { mutate } = swr
  const refresh = useCallback(async () => {
    await mutate()
  }, [mutate])
  return { data: swr.data, error: ownError(swr.error), isLoading: swr.isLoading, refresh }
}

/** Adding or removing a phone number, proven by a code texted to it. */
export interface PhoneNumberChange {
  /** Asking (for the number, or to confirm), proving the code, or done. */
  readonly state: PhoneCodeState
  readonly isPending: boolean
  /** Why the last step failed; `field` is 'phoneNumber' or 'code' when it belongs to one. */
  readonly error: FlowError | null
  /** Texts a code: to the number typed (adding) or to the number being removed. */
  sendCode(phoneNumber?: string): Promise<void>
  /** Texts a new code to the same number (the last one expired or was mistyped too often). */
  resendCode(): Promise<void>
  /** Proves the texted code; the list loads again once the change is made. */
  submitCode(code: string): Promise<void>
  /** Goes back to type another number. */
  changeNumber(): void
}

interface ChangeCalls {
  /** Texts the code; answers where it went and its otcToken. */
  send(phoneNumber: string | undefined): Promise<{ phoneNumber: string; otcToken: string } | FlowError>
  verify(state: Extract<PhoneCodeState, { step: 'code' }>, code: string): Promise<unknown>
}

export const CODE_REQUIRED = 'Enter the 6-digit code we texted you'

/** The steps and calls common to adding and removing: one submit at a time, errors on the field of the step. */
function usePhoneCodeChange(hookName: string, calls: ChangeCalls): PhoneNumberChange {
  const context = useTeamContext(hookName)
  const logged = useLogged(hookName)
  const [state, dispatch] = useReducer(phoneCodeReducer, INITIAL_PHONE_CODE_STATE)
  const [gate] = useState(createSubmitGate)
  const [isPending, setPending] = useState(false)
  const [error, setError] = useState<FlowError | null>(null)

  const run = useCallback(
    async (field: 'phoneNumber' | 'code', work: () => Promise<void>) => {
      if (gate.busy) return
      setPending(true)
      setError(null)
      const outcome = await gate.run(() => logged(work))
      setPending(false)
      if (outcome.status !== 'failed') return
      const failure = outcome.error
      // A refusal (4xx) belongs to what was typed; anything else is the form's.
      const shown = isFlowError(failure) ? failure : ownError(failure)!
      setError(shown.field || shown.code !== 'http' || (shown.status ?? 500) >= 500 ? shown : { ...shown, field })
    },
    [gate, logged],
  )

  const send = useCallback(
    (phoneNumber: string | undefined) =>
      run('phoneNumber', async () => {
        const sent = await calls.send(phoneNumber)
        if (isFlowError(sent)) throw sent
        dispatch({ type: 'CODE.SENT', ...sent })
      }),
    [run, calls],
  )

  const sendCode = useCallback((phoneNumber?: string) => send(phoneNumber), [send])
  const resendCode = useCallback(() => send(state.step === 'code' ? state.phoneNumber : undefined), [send, state])
  const submitCode = useCallback(
    (typed: string) =>
      run('code', async () => {
        if (state.step !== 'code') return
        const code = normaliseOneTimeCode(typed)
        if (!code) throw fieldError('codeRequired', CODE_REQUIRED, 'code')
        await calls.verify(state, code)
        dispatch({ type: 'CODE.PROVEN' })
        void context.revalidate(phoneNumbersApi.PHONE_NUMBERS_PATH)
      }),
    [run, calls, state, context],
  )
  const changeNumber = useCallback(() => {
    setError(null)
    dispatch({ type: 'NUMBER.CHANGED' })
  }, [])
  return { state, isPending, error, sendCode, resendCode, submitCode, changeNumber }
}

function isFlowError(value: unknown): value is FlowError {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value && !(value instanceof Error)
}

/** Adds a phone number: the number (read in `defaultCountry` when it has no country code), then the code texted to it. */
export function useAddPhoneNumber(options: { defaultCountry?: CountryCode } = {}): PhoneNumberChange {
  const { client } = useTeamContext('useAddPhoneNumber')
  const { defaultCountry } = options
  const calls = useMemo<ChangeCalls>(
    () => ({
      send: async (typed) => {
        const parsed = await parsePhoneNumber(typed ?? '', defaultCountry)
        if (!parsed.ok) return parsed.error
        const { otcToken } = await phoneNumbersApi.createPhoneNumber(client, { phoneNumber: parsed.phoneNumber })
        return { phoneNumber: parsed.phoneNumber, otcToken }
      },
      verify: (state, code) => phoneNumbersApi.verifyPhoneNumber(client, { otcToken: state.otcToken, code }),
    }),
    [client, defaultCountry],
  )
  return usePhoneCodeChange('useAddPhoneNumber', calls)
}

/** Removes a phone number: confirmed, then proven by the code texted to that number. */
export function useRemovePhoneNumber(phone: Pick<PhoneNumber, 'id' | 'phoneNumber'>): PhoneNumberChange {
  const { client } = useTeamContext('useRemovePhoneNumber')
  const { id, phoneNumber } = phone
  const calls = useMemo<ChangeCalls>(
    () => ({
      send: async () => {
        const { otcToken } = await phoneNumbersApi.deletePhoneNumber(client, { phoneId: id })
        return { phoneNumber, otcToken }
      },
      verify: (state, code) => phoneNumbersApi.verifyDeletePhoneNumber(client, { phoneId: id, otcToken: state.otcToken, code }),
    }),
    [client, id, phoneNumber],
  )
  return usePhoneCodeChange('useRemovePhoneNumber', calls)
}

/**
 * Writes E.164 numbers the user's way (phoneNumberText): their region's numbers nationally, others
 * internationally. The phone library (~40 KiB gz) loads on first use, not with the section; until
 * it is in, numbers show as stored.
 */
export function usePhoneNumberText(region: string | undefined): (e164: string) => string {
  const [parse, setParse] = useState<((text: string) => ParsedPhone | undefined) | null>(null)
  useEffect(() => {
    let live = true
    import('libphonenumber-js/min').then(
      (library) => {
        if (live) setParse(() => (text: string) => library.parsePhoneNumberFromString(text))
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [])
  return useCallback((e164: string) => phoneNumberText(e164, region, parse), [region, parse])
}
