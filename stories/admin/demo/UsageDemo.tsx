import type { AdminSectionProps } from '../../../src/screens/admin'
import { DemoSection } from './DemoSection'

/** Story fixture for the usage section (its own lazily loaded chunk). */
export default function UsageDemo(props: AdminSectionProps) {
  return <DemoSection {...props} />
}
