import { useId, type ReactNode } from 'react'
import { toTeamError, type SettingSave } from '../../../hooks'
import { Banner, Button, Spinner } from '../../../primitives'
import { useMessages } from '../../i18n/useMessages'
import { errorText } from '../../shared/errorText'
import { LoadFailed } from '../LoadFailed'
import { useSecurityMessages } from './securityMessages'
import * as styles from './SecuritySection.css'

/** A failure's words as spec/admin.md §8 has them: the server's message, or the default. */
export function useFailureText(): (error: unknown) => string {
  const messages = useMessages()
  return (error) => errorText(toTeamError('saveSecurity', error)!, messages)
}

/** One setting of the section: heading, what it does, its fields, and how it saves. */
export function SettingCard({ title, description, children, footer }: { title: string; description: ReactNode; children?: ReactNode; footer?: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={styles.card}>
      <h3 id={id} className={styles.cardHeading}>
        {title}
      </h3>
      <p className={styles.cardText}>{description}</p>
      {children}
      {footer}
    </section>
  )
}

/**
 * A card's save button with its pending state, its error and its "Saved." note. Its name is what it
 * shows, then the card's title as shown ("Save User lockout"): the visible word stays in the name, in any language.
 */
export function SaveRow({ saving, onSave, setting, isDisabled }: { saving: SettingSave; onSave: () => void; setting: string; isDisabled?: boolean }) {
  const text = useSecurityMessages()
  const failure = useFailureText()
  return (
    <>
      {saving.error !== null && saving.error !== undefined && <Banner tone="error">{failure(saving.error)}</Banner>}
      <div className={styles.actions}>
        <Button onPress={onSave} isPending={saving.isPending} pendingLabel={text.saving} isDisabled={isDisabled} aria-label={`${text.save} ${setting}`}>
          {text.save}
        </Button>
        <span role="status" className={styles.savedNote}>
          {saving.isSaved ? text.saved : ''}
        </span>
      </div>
    </>
  )
}

/** What a setting shows while its answer is on its way, or after it failed. */
export function Loading<T>({ resource, children }: { resource: { data: T | undefined; error: unknown; refresh(): Promise<void> }; children: (data: T) => ReactNode }) {
  const text = useSecurityMessages()
  const failure = useFailureText()
  if (resource.data !== undefined) return <>{children(resource.data)}</>
  if (resource.error)
    return (
      <LoadFailed layout="row" retryLabel={text.retry} onRetry={() => void resource.refresh()}>
        {text.loadFailed} {failure(resource.error)}
      </LoadFailed>
    )
  return <Spinner label={text.loading} />
}
