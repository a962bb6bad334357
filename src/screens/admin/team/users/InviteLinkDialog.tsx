import { useState } from 'react'
import { INVITE_LINK_VALIDITY_MINUTES, useCreateInviteLink, useDeleteInviteLink, useDialogSubmit, useGatehouse, useInviteLink, useUpdateInviteLink } from '../../../../hooks'
import { Banner, Button, Checkbox, Dialog, DialogActions, Select, Spinner, TextField } from '../../../../primitives'
import { format } from '../../../i18n/messages'
import { useLocale, useMessages } from '../../../i18n/useMessages'
import { formatDate, pluralize } from '../../../i18n/intl'
import { errorText } from '../../../shared/errorText'
import { useUsersMessages } from './usersMessages'

/** How long a refreshed link stays valid, in days (the API takes minutes). */
const VALIDITY_DAYS = [1, 7, 30] as const

export interface InviteLinkDialogProps {
  isOpen: boolean
  onClose: () => void
  /** The page people open to join with the link's token; the accept-invitation route by default. */
  joinUrl?: (token: string) => string
}

/** The account's invite link: create (valid 43200 minutes), copy, email on join, delete (spec/admin.md §3, §9). */
export function InviteLinkDialog({ isOpen, onClose, joinUrl }: InviteLinkDialogProps) {
  const messages = useMessages()
  const admin = useUsersMessages()
  const locale = useLocale()
  const text = admin.users.inviteLinkDialog
  const { routes, currentUrl } = useGatehouse('InviteLinkDialog')
  const link = useInviteLink()
  const create = useCreateInviteLink()
  const update = useUpdateInviteLink()
  const remove = useDeleteInviteLink()
  const [copied, setCopied] = useState(false)
  const sending = useDialogSubmit()
  const busy = sending.isPending
  const failure = link.teamError ?? create.teamError ?? update.teamError ?? remove.teamError
  const url = link.data ? (joinUrl ?? ((token) => `${new URL(routes.acceptInvitationUrl, currentUrl()).href}?token=${encodeURIComponent(token)}`))(link.data.token) : null
  // One change at a time; a failure shows in the dialog (failure above).
  const run = (action: () => Promise<unknown>) => {
    setCopied(false)
    void sending.submit(async () => {
      await action()
    })
  }
  const close = () => {
    setCopied(false)
    create.reset()
    update.reset()
    remove.reset()
    onClose()
  }
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      title={text.title}
      description={pluralize(text.description, INVITE_LINK_VALIDITY_MINUTES / 1440, locale, 'days')}
    >
      {failure && <Banner tone="error">{errorText(failure, messages)}</Banner>}
      {link.isLoading && <Spinner label={admin.loading} />}
      {!link.isLoading && !link.data && !link.error && <p>{text.none}</p>}
      {url && link.data && (
        <>
          <TextField label={text.link} value={url} isReadOnly />
          {link.data.expires && <p>{format(text.expires, { date: formatDate(link.data.expires, locale) })}</p>}
          <Select
            label={text.validity}
            options={VALIDITY_DAYS.map((days) => ({ id: String(days), label: pluralize(text.validityDays, days, locale, 'days') }))}
            selectedKey={null}
            onSelectionChange={(days) => run(() => update.trigger({ expiresInMinutes: Number(days) * 1440 }))}
            isDisabled={busy}
          />
          <Checkbox
            isSelected={link.data.shouldSendEmail ?? false}
            onChange={(shouldSendEmail) => run(() => update.trigger({ shouldSendEmail }))}
            isDisabled={busy}
          >
            {text.sendEmail}
          </Checkbox>
          {copied && <Banner tone="success">{text.copied}</Banner>}
        </>
      )}
      <DialogActions>
        {link.data ? (
          <>
            <Button variant="danger" onPress={() => run(() => remove.trigger())} isPending={remove.isMutating} isDisabled={busy && !remove.isMutating}>
              {text.remove}
            </Button>
            <Button
              variant="secondary"
              onPress={() => {
                if (!url) return
                void navigator.clipboard.writeText(url).then(() => setCopied(true))
              }}
            >
              {text.copy}
            </Button>
          </>
        ) : (
          <Button onPress={() => run(() => create.trigger(undefined))} isPending={create.isMutating} isDisabled={link.isLoading}>
            {text.create}
          </Button>
        )}
        <Button variant="text" onPress={close}>
          {text.close}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
