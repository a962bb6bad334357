import type { AdminSectionProps } from '../../../src/screens/admin'
import { DemoSection } from './DemoSection'

/** Story fixture for the audits section (its own lazily loaded chunk). */
export default function AuditsDemo(props: AdminSectionProps) {
  return <DemoSection {...props} />
}
