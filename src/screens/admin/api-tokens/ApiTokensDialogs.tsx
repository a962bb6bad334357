import { useId, useRef, useState } from 'react'
import type { ApiToken, CreatedApiToken, MachineToMachineStrategy, TokenOwner } from '../../../api'
import {
  apiTokenError,
  apiTokenFromForm,
  MAX_TOKEN_EXPIRY_DAYS,
  shownClientId,
  useCreateApiToken,
  useDeleteApiToken,
  useDialogSubmit,
  useRoles,
  type ApiTokenDialogs,
  type ApiTokenFormErrors,
  type ApiTokenFormValues,
} from '../../../hooks'
import { Banner, Button, Checkbox, CheckboxGroup, Dialog, DialogActions, DialogFormActions, Form, TextField } from '../../../primitives'
import { SubmitConfirmDialog } from '../SubmitConfirmDialog'
import { format } from '../../i18n/messages'
import { useLocale, useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import * as styles from './ApiTokens.css'
import { useApiTokensMessages, type ApiTokensMessages } from './apiTokensMessages'
import { focusSubmitter } from '../../shared/submitFocus'

export interface ApiTokensDialogsProps {
  owner: TokenOwner
  /** The kind of token the vendor makes; undefined until its config is in (nothing can be created then). */
  type: MachineToMachineStrategy | undefined
  dialogs: ApiTokenDialogs
  /** A token was deleted: the list says so. */
  onDeleted: (token: ApiToken) => void
}

/**
 * The API token sections' dialogs, in their own chunk loaded when the list is idle: the new-token
 * form, the secret shown once, and the delete confirmation. Each is rendered only while open, so
 * closing one resets it.
 */
export default function ApiTokensDialogs({ owner, type, dialogs, onDeleted }: ApiTokensDialogsProps) {
  const { state } = dialogs
  switch (state.step) {
    case 'create':
      return type ? <CreateTokenDialog owner={owner} type={type} dialogs={dialogs} /> : null
    case 'secret':
      return <SecretDialog token={state.token} onClose={dialogs.close} />
    case 'delete':
      return <DeleteTokenDialog owner={owner} token={state.token} onClose={dialogs.close} onDeleted={onDeleted} />
    default:
      return null
  }
}

const EMPTY: ApiTokenFormValues = { description: '', expiryDays: '', roleIds: [] }

function expiryError(error: ApiTokenFormErrors['expiryDays'], text: ApiTokensMessages['form'], locale: string): string | undefined {
  switch (error) {
    case 'notWholeNumber':
      return text.expiryNotWholeNumber
    case 'tooSmall':
      return text.expiryTooSmall
    case 'tooLarge':
      return format(text.expiryTooLarge, { max: new Intl.NumberFormat(locale).format(MAX_TOKEN_EXPIRY_DAYS) })
    default:
      return undefined
  }
}

/** spec/admin.md §4, §5: description, expiry in days (sent as minutes, none as null), roles for tenant tokens. */
function CreateTokenDialog({ owner, type, dialogs }: { owner: TokenOwner; type: MachineToMachineStrategy; dialogs: ApiTokenDialogs }) {
  const messages = useMessages()
  const locale = useLocale()
  const all = useApiTokensMessages()
  const text = all.form
  const create = useCreateApiToken(owner)
  const sending = useDialogSubmit()
  const [values, setValues] = useState<ApiTokenFormValues>(EMPTY)
  const [errors, setErrors] = useState<ApiTokenFormErrors>({})
  const descriptionInput = useRef<HTMLInputElement>(null)
  const expiryInput = useRef<HTMLInputElement>(null)
  const pending = sending.isPending
  const close = () => !pending && dialogs.close()

  const change = (field: 'description' | 'expiryDays') => (value: string) => {
    setErrors((previous) => ({ ...previous, [field]: undefined }))
    setValues((previous) => ({ ...previous, [field]: value }))
  }

  const submit = async () => {
    const checked = apiTokenFromForm(owner, values)
    if (!checked.ok) {
      setErrors(checked.errors)
      return (checked.errors.description ? descriptionInput : expiryInput).current?.focus()
    }
    await sending.submit(async () => dialogs.created(await create.trigger({ type, ...checked.token })))
  }
  const failure = apiTokenError('createApiToken', sending.error)

  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={owner === 'user' ? all.personal.createTitle : all.tenant.createTitle} isDismissable={!pending}>
      {failure && <Banner tone="error">{errorText(failure, messages)}</Banner>}
      <Form
        onSubmit={(event) => {
          event.preventDefault()
          focusSubmitter(event)
          void submit()
        }}
      >
        <TextField
          label={text.description}
          description={text.descriptionHint}
          value={values.description}
          onChange={change('description')}
          errorMessage={errors.description && text.descriptionRequired}
          inputRef={descriptionInput}
          isDisabled={pending}
          autoFocus
        />
        <TextField
          label={text.expiryDays}
          description={text.expiryHint}
          inputMode="numeric"
          value={values.expiryDays}
          onChange={change('expiryDays')}
          errorMessage={expiryError(errors.expiryDays, text, locale)}
          inputRef={expiryInput}
          isDisabled={pending}
        />
        {owner === 'tenant' && <RolesField value={values.roleIds} onChange={(roleIds) => setValues((previous) => ({ ...previous, roleIds }))} isDisabled={pending} text={text} />}
        <DialogFormActions cancelLabel={text.cancel} onCancel={close} submitLabel={text.create} pendingLabel={text.creating} isPending={pending} />
      </Form>
    </Dialog>
  )
}

/** The roles a tenant token gets, from the roles resource. */
function RolesField({ value, onChange, isDisabled, text }: { value: readonly string[]; onChange: (ids: string[]) => void; isDisabled: boolean; text: ApiTokensMessages['form'] }) {
  const messages = useMessages()
  const roles = useRoles()
  if (roles.teamError) return <Banner tone="warning">{`${text.rolesFailed} ${errorText(roles.teamError, messages)}`}</Banner>
  if (!roles.data) return null
  return (
    <CheckboxGroup label={text.roles} description={text.rolesHint} value={[...value]} onChange={onChange} isDisabled={isDisabled}>
      {roles.data.map((role) => (
        <Checkbox key={role.id} value={role.id}>
          {role.name}
        </Checkbox>
      ))}
    </CheckboxGroup>
  )
}

type Copied = { readonly what: string; readonly ok: boolean }

/** spec/admin.md §4: the new token's secret, shown this once, with copy; client-credentials tokens also show their clientId. */
function SecretDialog({ token, onClose }: { token: CreatedApiToken; onClose: () => void }) {
  const text = useApiTokensMessages().secret
  const [copied, setCopied] = useState<Copied | null>(null)
  const clientId = shownClientId(token)
  const copy = (what: string, value: string) => {
    // No clipboard (an insecure page) fails like a refused write.
    const written = navigator.clipboard ? navigator.clipboard.writeText(value) : Promise.reject(new Error('No clipboard'))
    written.then(
      () => setCopied({ what, ok: true }),
      () => setCopied({ what, ok: false }),
    )
  }
  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title={text.title} description={text.description}>
      {clientId && <SecretValue label={text.clientId} value={clientId} copyLabel={text.copyClientId} onCopy={() => copy(text.clientId, clientId)} />}
      <SecretValue label={text.secret} value={token.secret} copyLabel={text.copySecret} onCopy={() => copy(text.secret, token.secret)} />
      {copied && <Banner tone={copied.ok ? 'success' : 'warning'}>{copied.ok ? format(text.copied, { what: copied.what }) : text.copyFailed}</Banner>}
      <DialogActions>
        <Button onPress={onClose}>{text.done}</Button>
      </DialogActions>
    </Dialog>
  )
}

function SecretValue({ label, value, copyLabel, onCopy }: { label: string; value: string; copyLabel: string; onCopy: () => void }) {
  const id = useId()
  return (
    <div role="group" aria-labelledby={id} className={styles.secretBlock}>
      <p id={id} className={styles.secretLabel}>
        {label}
      </p>
      <div className={styles.secretRow}>
        <code className={styles.secretValue} data-token-value>
          {value}
        </code>
        <Button variant="secondary" onPress={onCopy}>
          {copyLabel}
        </Button>
      </div>
    </div>
  )
}

/** Deletes a token after asking; a failure stays in the dialog and the row stays in the list. */
function DeleteTokenDialog({ owner, token, onClose, onDeleted }: { owner: TokenOwner; token: ApiToken; onClose: () => void; onDeleted: (token: ApiToken) => void }) {
  const messages = useMessages()
  const text = useApiTokensMessages().deleteDialog
  const remove = useDeleteApiToken(owner)
  const name = token.description || token.id
  return (
    <SubmitConfirmDialog
      title={format(text.title, { name })}
      description={text.description}
      text={text}
      onClose={onClose}
      onConfirm={async () => {
        await remove.trigger({ id: token.id, type: token.type })
        onDeleted(token)
        onClose()
      }}
      failure={(error) => {
        const failure = apiTokenError('deleteApiToken', error)
        return failure && <Banner tone="error">{errorText(failure, messages)}</Banner>
      }}
    />
  )
}
