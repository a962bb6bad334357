import { Home } from './home'

/** `/`, a server component; what it shows depends on the session, so it is the client component's. */
export default function HomePage() {
  return <Home />
}
