import { useIsEntitled } from '../../../src/hooks'
import type { AdminSectionProps } from '../../../src/screens/admin'
import { DemoSection } from './DemoSection'

/** Story fixture for the webhooks section: its delivery logs need the 'webhook-logs' entitlement. */
export default function WebhooksDemo(props: AdminSectionProps) {
  const logs = useIsEntitled({ featureKey: 'webhook-logs' })
  const status = logs.error ? `unchecked (${logs.error.name})` : logs.isLoading ? 'checking' : logs.isEntitled ? 'entitled' : `not entitled (${logs.justification})`
  return (
    <DemoSection {...props}>
      <p>{`Delivery logs: ${status}`}</p>
    </DemoSection>
  )
}
