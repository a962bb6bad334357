// A feature gate of the host's own on useFlags: the vendor's flags with the provider's `flags` prop over them.
import type { ReactNode } from 'react'
import { useFlags } from 'gatehouse/hooks'

interface MyFeatureGateProps {
  flag: string
  children: ReactNode
  fallback?: ReactNode
}

export function MyFeatureGate({ flag, children, fallback = null }: MyFeatureGateProps) {
  const { flags, isLoading } = useFlags()
  if (isLoading) return null
  return <>{flags[flag] === true ? children : fallback}</>
}

export function MyBillingLink() {
  return (
    <MyFeatureGate flag="my-app-new-billing" fallback={<a href="/settings/billing">Billing</a>}>
      <a href="/billing">Billing (new)</a>
    </MyFeatureGate>
  )
}
