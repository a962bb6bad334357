import { useCallback, useMemo } from 'react'
import { useGatehouse } from '../../session/GatehouseProvider'
import { useSession } from '../../session/useSession'
import type { SectionId } from '../navigation'
import { canTakeAction, type SectionAction } from '../sectionActions'
import { permissionHolderOf } from './holder'

/**
 * What the signed-in user may change in a section, action by action (SECTION_ACTIONS):
 * `const can = useSectionActions('users'); can('delete')`. False for everything while signed out.
 */
export function useSectionActions<S extends SectionId>(section: S): (action: SectionAction<S>) => boolean {
  useGatehouse('useSectionActions')
  const { user } = useSession()
  const holder = useMemo(() => permissionHolderOf(user), [user])
  return useCallback((action: SectionAction<S>) => canTakeAction(holder, section, action), [holder, section])
}
