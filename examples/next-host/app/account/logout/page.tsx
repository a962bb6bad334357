import { LogoutScreen } from 'gatehouse/screens'

/** `/account/logout`: signs out once on arrival, then goes to the login route. */
export default function LogoutPage() {
  return <LogoutScreen />
}
