import { useEffect, useRef } from 'react'
import { useGatehouse, useLogout, type LogoutOptions } from '../../hooks'
import { useMessages } from '../i18n/useMessages'
import { StatusCard } from '../shared/StatusCard'
import { BrandFrame } from '../shared/BrandFrame'
import { useLatest } from '../../hooks/shared/useLatest'

export type LogoutScreenProps = LogoutOptions

/**
 * The logout route (spec/auth.md §2 /account/logout): signs out once on arrival (also under
 * StrictMode), then goes to the login route keeping the query (a step-up's `maxAge`, a `redirectUrl`).
 */
export function LogoutScreen(props: LogoutScreenProps) {
  const text = useMessages().session.signingOut
  const { navigate, routes, currentUrl } = useGatehouse('LogoutScreen')
  const logout = useLogout(props)
  const started = useRef(false)
  const onward = useLatest({ navigate, loginUrl: routes.loginUrl, currentUrl })
  useEffect(() => {
    if (started.current) return
    started.current = true
    void logout().then(() => {
      const { navigate: go, loginUrl, currentUrl: here } = onward.current
      go(`${loginUrl}${new URL(here()).search}`, { replace: true })
    })
  }, [logout, onward])
  return (
    <BrandFrame>
      <StatusCard heading={text.title} description={text.description} />
    </BrandFrame>
  )
}
