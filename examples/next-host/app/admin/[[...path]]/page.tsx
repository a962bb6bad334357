import Link from 'next/link'
import { AdminPortal } from 'gatehouse/admin'

/** Roles and groups are hidden unless the host says otherwise (spec/admin.md §2): this host shows them to who may read them. */
const VISIBILITY = { roles: 'byPermissions', groups: 'byPermissions' } as const

/**
 * `/admin/…`, every path under it: a server component rendering the kit's portal directly, which
 * reads the rest of the path itself (`basePath`), shows its loading state while the session is
 * restored (what the server renders, too) and sends a signed-out visitor to sign in.
 */
export default function AdminPage() {
  return (
    <main>
      <p>
        <Link href="/">Back home</Link>
      </p>
      <AdminPortal basePath="/admin" visibility={VISIBILITY} headingLevel={1} />
    </main>
  )
}
