import { useImperativeHandle, useRef, useState } from 'react'
import * as v from 'valibot'
import { isApiError } from '../../../api'
import { setupIntentIdOf, STRIPE_STAND_IN_PATH, type StandInConfirmRequest } from '../../../api/stripeStandIn'
import { useGatehouse } from '../../../hooks'
import { TextField } from '../../../primitives'
import type { CardSetupFormProps, CardSetupHandle, CardSetupResult } from './cardSetup'
import { checkCardEntry, type CardEntry, type CardEntryField } from './cardEntry'
import { STRIPE_CONNECTION_MESSAGE, stripeFailure } from './stripeConfirm'
import * as styles from './BillingSection.css'

const LABELS: Record<CardEntryField, string> = { number: 'Card number', expiry: 'Expiry date', cvc: 'Security code' }
const ConfirmedSchema = v.looseObject({ id: v.string(), status: v.literal('succeeded'), payment_method: v.string() })
const StripeErrorSchema = v.looseObject({ error: v.looseObject({ type: v.string(), code: v.optional(v.string()), message: v.string() }) })

/**
 * Card fields that stand in for Stripe's Payment Element where no Stripe account is behind the API:
 * number, expiry and security code, each labelled, checked as Stripe's fields check them (the
 * message shows once the field was left, or on confirm), then confirmed against the fixtures'
 * stand-in of Stripe's confirm call. The card stays as typed whatever the answer.
 */
export default function StandInCardForm({ clientSecret, handle, onChange }: CardSetupFormProps) {
  const { client } = useGatehouse('StandInCardForm')
  const [entry, setEntry] = useState<CardEntry>({ number: '', expiry: '', cvc: '' })
  const [shown, setShown] = useState<ReadonlySet<CardEntryField>>(new Set())
  const inputs = useRef<Partial<Record<CardEntryField, HTMLInputElement | null>>>({})
  const check = checkCardEntry(entry, new Date())
  const problemOf = (field: CardEntryField) => (!check.complete && shown.has(field) ? check.problems[field] : undefined)

  useImperativeHandle(
    handle,
    (): CardSetupHandle => ({
      confirm: async ({ holder }): Promise<CardSetupResult> => {
        const checked = checkCardEntry(entry, new Date())
        if (!checked.complete) {
          setShown(new Set(['number', 'expiry', 'cvc']))
          inputs.current[checked.first]?.focus()
          return { ok: false, kind: 'card', message: checked.problems[checked.first]! }
        }
        const { card } = checked
        const body: StandInConfirmRequest = {
          client_secret: clientSecret,
          payment_method_data: { card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc }, billing_details: { name: holder.name, email: holder.email } },
        }
        try {
          const answer = await client.request(`${STRIPE_STAND_IN_PATH}/setup_intents/${encodeURIComponent(setupIntentIdOf(clientSecret))}/confirm`, { method: 'POST', body, schema: ConfirmedSchema })
          return { ok: true, paymentMethodId: answer.payment_method }
        } catch (error) {
          if (isApiError(error) && error.reason === 'network') return { ok: false, kind: 'network', message: STRIPE_CONNECTION_MESSAGE }
          const parsed = isApiError(error) ? v.safeParse(StripeErrorSchema, error.body) : null
          if (parsed?.success) return stripeFailure({ type: parsed.output.error.type as 'card_error', code: parsed.output.error.code, message: parsed.output.error.message })
          return stripeFailure({ type: 'api_error', message: '' })
        }
      },
    }),
    [client, clientSecret, entry],
  )

  const change = (field: CardEntryField) => (value: string) => {
    const next = { ...entry, [field]: value }
    setEntry(next)
    const after = checkCardEntry(next, new Date())
    onChange?.({ complete: after.complete, error: after.complete ? null : (after.problems[after.first] ?? null) })
  }
  const leave = (field: CardEntryField) => () => {
    if (entry[field]) setShown((current) => new Set(current).add(field))
  }
  const field = (name: CardEntryField, extra: { autoComplete: string; placeholder?: string }) => (
    <TextField
      label={LABELS[name]}
      value={entry[name]}
      onChange={change(name)}
      onBlur={leave(name)}
      errorMessage={problemOf(name)}
      inputMode="numeric"
      inputRef={(input) => {
        inputs.current[name] = input
      }}
      {...extra}
    />
  )

  return (
    <div role="group" aria-label="Card details" className={styles.fields}>
      {field('number', { autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234' })}
      {field('expiry', { autoComplete: 'cc-exp', placeholder: 'MM / YY' })}
      {field('cvc', { autoComplete: 'cc-csc', placeholder: 'CVC' })}
    </div>
  )
}
