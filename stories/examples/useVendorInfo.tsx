// A page header of the host's own on useVendorInfo: the vendor's name and logo, and the kit's mark unless white-labelled.
import { useVendorInfo } from 'gatehouse/hooks'

export function MyBrandHeader() {
  const vendor = useVendorInfo()
  if (vendor.isLoading) return <header aria-busy="true" />
  return (
    <header>
      <a href="/">
        {vendor.logo ? (
          <img src={vendor.logo} alt={vendor.name ?? 'Home'} height={32} />
        ) : (
          <span>{vendor.name ?? 'Home'}</span>
        )}
      </a>
      {!vendor.whiteLabelMode && (
        <p>
          <small>Secured by Gatehouse</small>
        </p>
      )}
    </header>
  )
}
