import type { AdminSectionProps } from '../../../src/screens/admin'
import { DemoSection } from './DemoSection'

/** Story fixture for the profile section (its own lazily loaded chunk). */
export default function ProfileDemo(props: AdminSectionProps) {
  return <DemoSection {...props} />
}
