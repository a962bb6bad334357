// An impersonation page of the host's own on useImpersonation: who is named, a reason for the audit log, then the session becomes theirs.
import type { FormEvent } from 'react'
import { useImpersonation } from 'gatehouse/hooks'

export function MyImpersonationPage() {
  const impersonation = useImpersonation()
  const { state, error, isPending } = impersonation
  switch (state.step) {
    case 'confirming': {
      if (state.userId === null) return <p role="alert">{error?.message ?? 'No user to impersonate was named.'}</p>
      const who = state.user.status === 'found' ? (state.user.name ?? state.user.email) : state.user.status === 'loading' ? 'this user' : state.userId
      const reasonError = error?.field === 'reason' ? error : null
      const submit = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        impersonation.confirm(String(new FormData(event.currentTarget).get('reason') ?? ''))
      }
      return (
        <form onSubmit={submit} aria-busy={state.user.status === 'loading'}>
          <h1>Act as {who}?</h1>
          <label htmlFor="impersonation-reason">Reason (kept in the audit log)</label>
          <textarea id="impersonation-reason" name="reason" defaultValue={state.reason} aria-invalid={reasonError ? true : undefined} aria-describedby={reasonError ? 'impersonation-error' : undefined} />
          {reasonError && <p id="impersonation-error" role="alert">{reasonError.message}</p>}
          <button type="submit">Impersonate</button>
          <button type="button" onClick={impersonation.cancel}>Cancel</button>
        </form>
      )
    }
    case 'impersonating':
      if (isPending) return <p role="status">Starting the impersonation…</p>
      return (
        <div>
          <p role="alert">{error?.message}</p>
          <button type="button" onClick={impersonation.retry}>Try again</button>
          <button type="button" onClick={impersonation.cancel}>Cancel</button>
        </div>
      )
    case 'success':
      return <p role="status">You are now acting as this user. Loading their session…</p>
  }
}
