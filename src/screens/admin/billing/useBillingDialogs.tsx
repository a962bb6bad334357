import { useState } from 'react'
import { LazyDialogs } from '../team/LazyDialogs'
import type { BillingDialog } from './BillingDialogs'
import { useNotice } from './parts'

const loadBillingDialogs = () => import('./BillingDialogs')

/**
 * A billing page's dialogs and its notice: `open` one (the last notice goes), and what a dialog did
 * shows as a success notice when it closes. Render `dialogs` once in the page.
 */
export function useBillingDialogs() {
  const { notice, show, clear } = useNotice()
  const [dialog, setDialog] = useState<BillingDialog | null>(null)
  const open = (next: BillingDialog) => {
    clear()
    setDialog(next)
  }
  const dialogs = (
    <LazyDialogs
      load={loadBillingDialogs}
      isActive={dialog !== null}
      props={{
        dialog,
        onClose: () => setDialog(null),
        onDone: (message: string) => {
          setDialog(null)
          show({ tone: 'success', text: message })
        },
      }}
    />
  )
  return { notice, show, clear, open, dialogs }
}
