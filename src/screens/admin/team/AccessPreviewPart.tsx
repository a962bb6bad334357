import { Suspense, useEffect, type ComponentProps } from 'react'
import { lazyComponent, preloadWhenIdle, type ComponentLoader } from '../../shared/lazyComponent'
import { LoadBoundary } from '../../shared/LoadBoundary'
import { LazyPart } from '../LazyPart'
import type * as Previews from './AccessPreviews'
import { defaultAccessPreviewPartMessages } from './accessPreviewPartMessages'
import { useAdminMessagesWith } from './teamMessages'

// Where the team dialogs put their previews: the previews' code (the impact rules, their words)
// is a chunk of its own, fetched when the browser is idle after a dialog opens or when first shown,
// so that each section's dialogs chunk stays small.

const previews = () => import('./AccessPreviews')

interface PreviewProps {
  rolePermissions: ComponentProps<typeof Previews.RolePermissionsPreview>
  groupRoles: ComponentProps<typeof Previews.GroupRolesPreview>
  memberRoles: ComponentProps<typeof Previews.MemberRolesPreview>
  groupDelete: ComponentProps<typeof Previews.GroupDeletePreview>
  roleDelete: ComponentProps<typeof Previews.RoleDeletePreview>
  memberDelete: ComponentProps<typeof Previews.MemberDeletePreview>
}

const LOADERS: { readonly [Kind in keyof PreviewProps]: ComponentLoader<PreviewProps[Kind]> } = {
  rolePermissions: () => previews().then((module) => ({ default: module.RolePermissionsPreview })),
  groupRoles: () => previews().then((module) => ({ default: module.GroupRolesPreview })),
  memberRoles: () => previews().then((module) => ({ default: module.MemberRolesPreview })),
  groupDelete: () => previews().then((module) => ({ default: module.GroupDeletePreview })),
  roleDelete: () => previews().then((module) => ({ default: module.RoleDeletePreview })),
  memberDelete: () => previews().then((module) => ({ default: module.MemberDeletePreview })),
}

/** A dialog's preview of who its change affects; a spinner holds its place while its chunk loads, and a chunk that fails says so with a retry. */
export function AccessPreview<Kind extends keyof PreviewProps>({ kind, ...props }: { kind: Kind } & PreviewProps[Kind]) {
  const text = useAdminMessagesWith(defaultAccessPreviewPartMessages, 'accessPreviewPartMessages').accessPreviewPart
  // `props` is the kind's props without `kind`, which TypeScript cannot see through the rest.
  return <LazyPart load={LOADERS[kind]} text={text} props={props as unknown as PreviewProps[Kind]} />
}

/** The role permissions preview's one-line count beside the dialog's buttons: nothing shows until its chunk is in. */
export function RolePermissionsLine(props: PreviewProps['rolePermissions']) {
  const Line = lazyComponent(LOADERS.rolePermissions)
  return (
    <LoadBoundary fallback={null}>
      <Suspense fallback={null}>
        {/* eslint-disable-next-line react-hooks/static-components -- one lazy component per loader, cached by lazyComponent (shared/lazyComponent.ts): a re-render gets the same one */}
        <Line {...props} asLine />
      </Suspense>
    </LoadBoundary>
  )
}

/** Fetches the previews' chunk when the browser is idle, from a dialog that may show one. */
export function usePreloadAccessPreviews(): void {
  useEffect(() => preloadWhenIdle(previews), [])
}
