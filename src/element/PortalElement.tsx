import type { SectionId, Visibility } from '../hooks'
import { AdminPortal, DEFAULT_SECTIONS } from '../screens/admin'
import type { ElementOptions } from './config'

/** The admin portal with the default sections and the element's navigation metadata. */
export default function PortalElement({ options }: { options: ElementOptions }) {
  return <AdminPortal sections={DEFAULT_SECTIONS} basePath={options.basePath} visibility={options.visibility as Partial<Record<SectionId, Visibility>> | undefined} />
}
