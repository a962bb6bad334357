// An invitation page of the host's own on useAcceptInvitation: the link is accepted once, then the way to sign in to the team.
import { useAcceptInvitation, useGatehouse } from 'gatehouse/hooks'

export function MyAcceptInvitationPage() {
  const invitation = useAcceptInvitation()
  const { routes } = useGatehouse()
  const { state } = invitation
  switch (state.step) {
    case 'validate':
    case 'pending':
      return <p role="status">Accepting your invitation…</p>
    case 'invalid':
      return <p role="alert">This invitation link is incomplete. Open it again from the email, or ask for a new invitation.</p>
    case 'success':
      return (
        <div role="status">
          <h1>You're in</h1>
          <p>
            Your invitation is accepted. <a href={routes.loginUrl}>Sign in</a> to join the team.
          </p>
        </div>
      )
    case 'failed':
      return (
        <div>
          <p role="alert">{state.error.message}</p>
          <button type="button" onClick={() => void invitation.retry()}>Try again</button>
        </div>
      )
  }
}
