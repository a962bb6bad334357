/**
 * The page `npm run bench:audits` measures, against the fixtures' API in mock mode (no network, no
 * service worker) holding `?rows=` logs (100,000 by default):
 * - `?impl=tanstack`: the admin portal on the audit logs, signed in as Ada (the section as shipped:
 *   its paged table first, TanStack Virtual's grid once the admin switches to the virtual mode);
 * - `?impl=rac`: react-aria-components' Virtualizer grid with every log in its collection;
 * - `?impl=rac-load-more`: the same with only the loaded pages in its collection (TableLoadMoreItem).
 */
import { createRoot } from 'react-dom/client'
import { createClient } from '../../src/api'
import { getWorld, mockFetch, people, resetWorld } from '../../src/fixtures'
import { DEFAULT_SECTIONS } from '../../src/screens/admin'
import { ThemeProvider } from '../../src/primitives/theme'
import { portalMount } from '../../stories/admin/portalStory'
import { StoryApp } from '../../stories/support/StoryApp'
import { RacAuditsTable, RacLoadMoreAuditsTable } from './RacAuditsTable'

const params = new URLSearchParams(location.search)
resetWorld()
getWorld().audits.count = Number(params.get('rows') ?? 100_000)
const client = createClient({ fetch: mockFetch({ delayMs: 0 }), logLevel: 'silent' })
const impl = params.get('impl') ?? 'tanstack'
const mount =
  impl === 'rac'
    ? { path: '/admin', render: () => <RacAuditsTable /> }
    : impl === 'rac-load-more'
      ? { path: '/admin', render: () => <RacLoadMoreAuditsTable /> }
      : portalMount({ sections: DEFAULT_SECTIONS })

;(window as unknown as { benchStart: number }).benchStart = performance.now()
createRoot(document.getElementById('root')!).render(
  <ThemeProvider>
    <StoryApp navigate={() => undefined} client={client} signedInAs={{ email: people.ada.email }} startAt="/admin/audits" mount={mount} />
  </ThemeProvider>,
)
