import Link from 'next/link'
import { AdminPortal } from 'gatehouse/screens'
import { SignedIn } from '../../signed-in'

/** Roles and groups are hidden unless the host says otherwise (spec/admin.md §2): this host shows them to who may read them. */
const VISIBILITY = { roles: 'byPermissions', groups: 'byPermissions' } as const

/**
 * `/admin/…`, every path under it: a server component rendering the kit's portal, which reads the
 * rest of the path itself (`basePath`), inside the host's guard (signed out: off to sign in).
 */
export default function AdminPage() {
  return (
    <SignedIn>
      <main>
        <p>
          <Link href="/">Back home</Link>
        </p>
        <AdminPortal basePath="/admin" visibility={VISIBILITY} headingLevel={1} />
      </main>
    </SignedIn>
  )
}
