import { useVendorInfo } from '../../hooks'
import { useMessages } from '../i18n/useMessages'
import * as styles from './VendorBrand.css'

type Place = 'screen' | 'portal'

/**
 * The vendor's logo from GET /vendors/public, named by the vendor's name; nothing while it is
 * unknown, when the vendor has none, or when its info failed to load (spec/admin.md §8).
 */
export function VendorLogo({ place }: { place: Place }) {
  const { logo, name } = useVendorInfo()
  if (!logo) return null
  if (place === 'portal') return <img src={logo} alt={name ?? ''} className={styles.portalLogo} />
  return (
    <div className={styles.screenLogoRow}>
      <img src={logo} alt={name ?? ''} className={styles.logo} />
    </div>
  )
}

/** The kit's own mark under an end-user screen, shown only once the vendor said it is not in white-label mode. */
export function KitMark() {
  const { whiteLabelMode } = useVendorInfo()
  const text = useMessages().vendor
  if (whiteLabelMode) return null
  return <p className={styles.screenMark}>{text.securedBy}</p>
}
