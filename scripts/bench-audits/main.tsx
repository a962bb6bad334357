/**
 * The page `npm run bench:audits` measures: the admin portal on the audit logs, signed in as Ada,
 * against the fixtures' API in mock mode (no network, no service worker) holding 100,000 logs.
 * `?impl=rac` swaps the section for the react-aria-components Virtualizer grid.
 */
import { createRoot } from 'react-dom/client'
import { createClient } from '../../src/api'
import { getWorld, people, resetWorld } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens'
import { ThemeProvider } from '../../src/primitives/theme'
import { portalMount } from '../../stories/admin/portalStory'
import { StoryApp } from '../../stories/support/StoryApp'
import { RacAuditsTable } from './RacAuditsTable'

resetWorld()
getWorld().audits.count = 100_000
const client = createClient({ mock: { delayMs: 0 }, logLevel: 'silent' })
const impl = new URLSearchParams(location.search).get('impl') ?? 'tanstack'
const mount =
  impl === 'rac'
    ? { path: '/admin', render: () => <RacAuditsTable /> }
    : portalMount({ sections: DEFAULT_SECTIONS })

;(window as unknown as { benchStart: number }).benchStart = performance.now()
createRoot(document.getElementById('root')!).render(
  <ThemeProvider>
    <StoryApp navigate={() => undefined} client={client} signedInAs={{ email: people.ada.email }} startAt="/admin/audits" mount={mount} />
  </ThemeProvider>,
)
