import type { ReactNode, Ref } from 'react'
import { Button as RACButton, Tree as RACTree, TreeItem as RACTreeItem, TreeItemContent, composeRenderProps, type TreeItemProps as RACTreeItemProps, type TreeProps as RACTreeProps } from 'react-aria-components'
import * as styles from './Tree.css'
import { cx } from './cx'

/**
 * RAC Tree: a tree grid (role treegrid). Up and down move between rows, right opens a row or moves
 * into it, left closes it or moves to its parent, Home and End go to the ends; only expanded rows'
 * children are in it. Controlled with `expandedKeys` / `onExpandedChange` to load children when opened.
 */
export function Tree<T extends object>({ className, ...props }: RACTreeProps<T> & { ref?: Ref<HTMLDivElement> }) {
  return <RACTree {...props} className={composeRenderProps(className, (name) => cx(styles.tree, name))} />
}

export type TreeItemProps = Omit<RACTreeItemProps, 'children'> & {
  /** What the row shows after its expander. */
  content: ReactNode
  /** The expander's accessible name ("Show accounts under Acme Europe"). */
  expandLabel?: string
  /** The rows below it (rendered only while it is expanded). */
  children?: ReactNode
}

/** A row of a Tree: an expander when it has children, its content, and its child rows. */
export function TreeItem({ className, content, expandLabel, children, ...props }: TreeItemProps) {
  return (
    <RACTreeItem {...props} className={composeRenderProps(className, (name) => cx(styles.item, name))}>
      <TreeItemContent>
        {({ hasChildItems, isExpanded }) => (
          <>
            {hasChildItems ? (
              <RACButton slot="chevron" className={styles.chevron} aria-label={expandLabel} data-expanded={isExpanded || undefined}>
                <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
                  <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" />
                </svg>
              </RACButton>
            ) : (
              <span className={styles.spacer} />
            )}
            {content}
          </>
        )}
      </TreeItemContent>
      {children}
    </RACTreeItem>
  )
}
