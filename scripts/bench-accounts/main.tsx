/**
 * The page `npm run bench:accounts` measures: the admin portal's all-accounts section over a reseller
 * with 1,000 sub-accounts on four levels, answered in the page by the fixtures (mock mode, no delay).
 */
import { StrictMode, useEffect, useState, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { createClient } from '../../src/api'
import { HIERARCHY_SEARCH_PATH } from '../../src/api/subAccounts'
import { findUserByEmail, getWorld, issueAccessToken, makeResellerAdmin, mockFetch, people, resetWorld, seedHierarchyAtScale } from '../../src/fixtures'
import { finishSignIn, GatehouseProvider, useGatehouse } from '../../src/hooks'
import { AdminPortal, DEFAULT_SECTIONS } from '../../src/screens/admin'
import { ThemeProvider } from '../../src/primitives'

resetWorld()
makeResellerAdmin(getWorld(), 'user-ada')
const seeded = seedHierarchyAtScale(getWorld())
// A deep account (level 3) the benchmark searches for by its full name.
const target = getWorld().tenants.find((tenant) => tenant.tenantId === 'tenant-scale-777')!.name
// When each search by name was asked of the API (performance.now()), so the benchmark can tell the debounce from what follows.
const searchedAt = new Map<string, number>()
const requests = getWorld().requests
const record = requests.push.bind(requests)
requests.push = (...sent) => {
  for (const request of sent) if (request.path.endsWith(HIERARCHY_SEARCH_PATH) && request.query._filter && !searchedAt.has(request.query._filter)) searchedAt.set(request.query._filter, performance.now())
  return record(...sent)
}
const accountsInWorld = getWorld().tenants.filter((tenant) => tenant.parentTenantId).length
Object.assign(window, { __bench: { seeded, target, accountsInWorld, searchedAt: (filter: string) => searchedAt.get(filter) ?? null } })

const client = createClient({ fetch: mockFetch({ delayMs: 0 }), logLevel: 'silent' })

function SignedIn({ children }: { children: ReactNode }) {
  const gatehouse = useGatehouse('SignedIn')
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let live = true
    const ada = findUserByEmail(getWorld(), people.ada.email)!
    void issueAccessToken(ada)
      .then((accessToken) => finishSignIn(gatehouse, { accessToken, expiresIn: 3600 }))
      .then(() => live && setReady(true))
    return () => {
      live = false
    }
  }, [gatehouse])
  return ready ? <>{children}</> : null
}

function App() {
  const navigate = (to: string) => window.history.pushState(null, '', to)
  return (
    <ThemeProvider>
      <GatehouseProvider client={client} navigate={navigate}>
        <SignedIn>
          <AdminPortal sections={DEFAULT_SECTIONS} basePath="/admin" />
        </SignedIn>
      </GatehouseProvider>
    </ThemeProvider>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
