export { AdminPortal, type AdminPortalProps } from './AdminPortal'
export { PermissionGate, type PermissionGateProps } from './PermissionGate'
export { DEFAULT_SECTIONS, registeredSections, type AdminSectionProps, type AdminSectionComponent, type AdminSectionEntry, type AdminSectionRegistry } from './sections'
export { ActionMenu, type ActionMenuItem, type ActionMenuProps } from '../../primitives/Menu'
