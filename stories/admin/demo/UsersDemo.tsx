import type { AdminSectionProps } from '../../../src/screens/admin'
import { DemoSection } from './DemoSection'

/** Story fixture for the users section (its own lazily loaded chunk). */
export default function UsersDemo(props: AdminSectionProps) {
  return <DemoSection {...props} />
}
