import { useRef, useState, type RefObject } from 'react'
import type { Report } from '../../../api'
import {
  checkReportRecipients,
  checkScheduleForm,
  REPORT_FREQUENCIES,
  reportError,
  scheduleChanges,
  scheduleFormValues,
  useDialogSubmit,
  useScheduleReport,
  useSendReport,
  type RecipientsError,
  type ReportScheduleErrors,
  type ReportScheduleValues,
} from '../../../hooks'
import { Banner, Dialog, DialogFormActions, Form, Select, TextAreaField } from '../../../primitives'
import { pluralize } from '../../i18n/intl'
import { format } from '../../i18n/messages'
import { useLocale, useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import { focusSubmitter } from '../../shared/submitFocus'
import { useReportsMessages } from './reportsMessages'

/** Which dialog is open over the reports, and for which report. */
export type ReportDialog = { readonly kind: 'closed' } | { readonly kind: 'schedule'; readonly report: Report } | { readonly kind: 'send'; readonly report: Report }

export interface ReportsDialogsProps {
  dialog: ReportDialog
  onClose: () => void
  /** A change was made: the list says `message`. */
  onDone: (message: string) => void
}

/** The reports' dialogs, in their own chunk loaded when the list is idle: schedule and send now. Each is rendered only while open, so closing one resets it. */
export default function ReportsDialogs({ dialog, onClose, onDone }: ReportsDialogsProps) {
  switch (dialog.kind) {
    case 'schedule':
      return <ScheduleDialog report={dialog.report} onClose={onClose} onDone={onDone} />
    case 'send':
      return <SendDialog report={dialog.report} onClose={onClose} onDone={onDone} />
    default:
      return null
  }
}

/** The recipients box both dialogs ask with, its refusal worded (none given, or which addresses are not emails). */
function RecipientsField(props: {
  value: string
  onChange: (value: string) => void
  error: RecipientsError | undefined
  inputRef: RefObject<HTMLTextAreaElement | null>
  isDisabled: boolean
}) {
  const locale = useLocale()
  const text = useReportsMessages().form
  const { error } = props
  const errorMessage = !error
    ? undefined
    : error.kind === 'required'
      ? text.recipientsRequired
      : format(pluralize(text.recipientsInvalid, error.invalid.length, locale), { list: new Intl.ListFormat(locale, { type: 'conjunction' }).format(error.invalid) })
  return (
    <TextAreaField
      label={text.recipients}
      description={text.recipientsHint}
      value={props.value}
      onChange={props.onChange}
      errorMessage={errorMessage}
      inputRef={props.inputRef}
      isDisabled={props.isDisabled}
      rows={3}
    />
  )
}

/** The report's schedule: recipients (valid emails, at least one) and how often; a save with nothing changed sends nothing (spec/admin.md §5). */
function ScheduleDialog({ report, onClose, onDone }: { report: Report; onClose: () => void; onDone: (message: string) => void }) {
  const messages = useMessages()
  const all = useReportsMessages()
  const text = all.form
  const schedule = useScheduleReport()
  const sending = useDialogSubmit()
  const [values, setValues] = useState<ReportScheduleValues>(() => scheduleFormValues(report))
  const [errors, setErrors] = useState<ReportScheduleErrors>({})
  const [unchanged, setUnchanged] = useState(false)
  const recipientsInput = useRef<HTMLTextAreaElement>(null)
  const pending = sending.isPending
  const close = () => !pending && onClose()
  const change = (next: Partial<ReportScheduleValues>) => {
    setUnchanged(false)
    setErrors((previous) => ({ ...previous, ...('recipients' in next ? { recipients: undefined } : {}), ...('frequency' in next ? { frequency: undefined } : {}) }))
    setValues((previous) => ({ ...previous, ...next }))
  }

  const submit = async () => {
    const checked = checkScheduleForm(values)
    if (!checked.ok) {
      setErrors(checked.errors)
      if (checked.errors.recipients) recipientsInput.current?.focus()
      return
    }
    if (!scheduleChanges(report.scheduleConfig, checked.schedule)) return setUnchanged(true)
    await sending.submit(async () => {
      await schedule.trigger({ report, schedule: checked.schedule })
      onDone(format(all.done.scheduled, { name: report.name, frequency: all.done.frequencies[checked.schedule.frequency] }))
      onClose()
    })
  }
  const failure = reportError('scheduleReport', sending.error)

  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={format(all.scheduleDialog.title, { name: report.name })} description={all.scheduleDialog.description} isDismissable={!pending}>
      {failure && <Banner tone="error">{errorText(failure, messages)}</Banner>}
      {unchanged && <Banner tone="info">{all.scheduleDialog.noChanges}</Banner>}
      <Form
        onSubmit={(event) => {
          event.preventDefault()
          focusSubmitter(event)
          void submit()
        }}
      >
        <RecipientsField value={values.recipients} onChange={(recipients) => change({ recipients })} error={errors.recipients} inputRef={recipientsInput} isDisabled={pending} />
        <Select
          label={text.frequency}
          options={REPORT_FREQUENCIES.map((frequency) => ({ id: frequency, label: all.frequencies[frequency] }))}
          selectedKey={values.frequency}
          onSelectionChange={(frequency) => change({ frequency })}
          isDisabled={pending}
        />
        {errors.frequency && <Banner tone="error">{text.frequencyInvalid}</Banner>}
        <DialogFormActions cancelLabel={text.cancel} onCancel={close} submitLabel={all.scheduleDialog.save} pendingLabel={all.scheduleDialog.saving} isPending={pending} />
      </Form>
    </Dialog>
  )
}

/** Emails the report once, now, to the recipients given (its schedule's to start with). */
function SendDialog({ report, onClose, onDone }: { report: Report; onClose: () => void; onDone: (message: string) => void }) {
  const messages = useMessages()
  const locale = useLocale()
  const all = useReportsMessages()
  const text = all.form
  const send = useSendReport()
  const sending = useDialogSubmit()
  const [recipients, setRecipients] = useState(() => scheduleFormValues(report).recipients)
  const [error, setError] = useState<RecipientsError | undefined>(undefined)
  const recipientsInput = useRef<HTMLTextAreaElement>(null)
  const pending = sending.isPending
  const close = () => !pending && onClose()

  const submit = async () => {
    const checked = checkReportRecipients(recipients)
    if (!checked.ok) {
      setError(checked.error)
      recipientsInput.current?.focus()
      return
    }
    await sending.submit(async () => {
      await send.trigger({ report, recipients: checked.recipients })
      onDone(format(all.done.sent, { name: report.name, recipients: pluralize(all.recipients, checked.recipients.length, locale) }))
      onClose()
    })
  }
  const failure = reportError('sendReport', sending.error)

  return (
    <Dialog isOpen onOpenChange={(isOpen) => !isOpen && close()} title={format(all.sendDialog.title, { name: report.name })} description={all.sendDialog.description} isDismissable={!pending}>
      {failure && <Banner tone="error">{errorText(failure, messages)}</Banner>}
      <Form
        onSubmit={(event) => {
          event.preventDefault()
          focusSubmitter(event)
          void submit()
        }}
      >
        <RecipientsField
          value={recipients}
          onChange={(next) => {
            setError(undefined)
            setRecipients(next)
          }}
          error={error}
          inputRef={recipientsInput}
          isDisabled={pending}
        />
        <DialogFormActions cancelLabel={text.cancel} onCancel={close} submitLabel={all.sendDialog.send} pendingLabel={all.sendDialog.sending} isPending={pending} />
      </Form>
    </Dialog>
  )
}
