import {
  createContext,
  use,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react'
import * as styles from './Tabs.css'
import { cx } from './cx'
import { useNativeInteractions } from './nativeInteractions'
import { moveRovingFocus } from './rovingFocus'

export type TabKey = string | number

interface TabsState {
  selected: TabKey | null
  select: (key: TabKey) => void
  idOf: (part: 'tab' | 'panel', key: TabKey) => string
}

const TabsContext = createContext<TabsState | null>(null)

function useTabs(): TabsState {
  const state = use(TabsContext)
  if (!state) throw new Error('Tab, TabList and TabPanel belong inside Tabs')
  return state
}

export interface TabsProps {
  /** The shown tab, when the tab is part of the URL (controlled). */
  selectedKey?: TabKey | null
  /** The tab shown first when uncontrolled; without it, the first tab that is not disabled. */
  defaultSelectedKey?: TabKey
  onSelectionChange?: (key: TabKey) => void
  className?: string
  children?: ReactNode
  ref?: Ref<HTMLDivElement>
}

/**
 * Tabs on the WAI-ARIA tabs pattern, as React Aria's Tabs behave (same props, roles, state
 * attributes and keys): a tab list where the arrow keys move to the next or previous tab and show
 * it (reversed right-to-left, wrapping at the ends), Home and End go to the first and last tab, and
 * only the shown tab is in the Tab order; one panel per tab, only the shown one rendered, itself a
 * Tab stop while it holds nothing focusable. Written on native elements, without React Aria's
 * collections and selection, which were most of what an admin section with tabs downloaded on its
 * first visit.
 */
export function Tabs({ selectedKey, defaultSelectedKey, onSelectionChange, className, children, ref }: TabsProps) {
  const [own, setOwn] = useState<TabKey | null>(defaultSelectedKey ?? null)
  const selected = selectedKey === undefined ? own : selectedKey
  const base = useId()
  const select = useCallback(
    (key: TabKey) => {
      if (key === selected) return
      setOwn(key)
      onSelectionChange?.(key)
    },
    [selected, onSelectionChange],
  )
  const state = useMemo<TabsState>(() => ({ selected, select, idOf: (part, key) => `${base}-${part}-${String(key)}` }), [selected, select, base])
  return (
    <div ref={ref} className={cx(styles.tabs, className)} data-orientation="horizontal">
      <TabsContext value={state}>{children}</TabsContext>
    </div>
  )
}

const TAB = '[role="tab"]'

function keyOf(tab: HTMLElement): TabKey {
  return tab.dataset.key ?? ''
}

export interface TabListProps {
  'aria-label'?: string
  'aria-labelledby'?: string
  className?: string
  children?: ReactNode
  ref?: Ref<HTMLDivElement>
}

export function TabList({ className, children, ref, ...aria }: TabListProps) {
  const { selected, select } = useTabs()
  const list = useRef<HTMLDivElement>(null)
  // A tab is always shown: the first one that is not disabled when none is chosen or the chosen one is gone.
  useLayoutEffect(() => {
    const tabs = [...(list.current?.querySelectorAll<HTMLElement>(TAB) ?? [])]
    if (tabs.some((tab) => keyOf(tab) === String(selected))) return
    const first = tabs.find((tab) => tab.getAttribute('aria-disabled') !== 'true')
    if (first) select(keyOf(first))
  })

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tab = moveRovingFocus(event, TAB)
    if (tab) select(keyOf(tab))
  }

  return (
    <div
      {...aria}
      ref={(node) => {
        list.current = node
        if (typeof ref === 'function') ref(node)
        else if (ref) ref.current = node
      }}
      role="tablist"
      aria-orientation="horizontal"
      className={cx(styles.tabList, className)}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  )
}

export interface TabProps {
  id: TabKey
  isDisabled?: boolean
  className?: string
  children?: ReactNode
}

export function Tab({ id, isDisabled = false, className, children }: TabProps) {
  const { selected, select, idOf } = useTabs()
  const isSelected = String(selected) === String(id)
  const { handlers, attributes } = useNativeInteractions({ isDisabled })
  return (
    <div
      {...handlers}
      {...attributes}
      role="tab"
      id={idOf('tab', id)}
      data-key={String(id)}
      aria-selected={isSelected}
      aria-disabled={isDisabled || undefined}
      aria-controls={isSelected ? idOf('panel', id) : undefined}
      tabIndex={isSelected && !isDisabled ? 0 : -1}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      className={cx(styles.tab, className)}
      onClick={isDisabled ? undefined : () => select(id)}
    >
      {children}
    </div>
  )
}

export interface TabPanelProps {
  id: TabKey
  className?: string
  children?: ReactNode
}

export function TabPanel({ id, className, children }: TabPanelProps) {
  const { selected } = useTabs()
  if (String(selected) !== String(id)) return null
  return (
    <ShownPanel id={id} className={className}>
      {children}
    </ShownPanel>
  )
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'

function ShownPanel({ id, className, children }: TabPanelProps) {
  const { idOf } = useTabs()
  const panel = useRef<HTMLDivElement>(null)
  const [holdsFocusable, setHoldsFocusable] = useState(false)
  const { handlers, attributes } = useNativeInteractions()
  // Whether the panel holds something focusable, followed as its content loads.
  useLayoutEffect(() => {
    const node = panel.current
    if (!node) return
    const check = () => setHoldsFocusable(node.querySelector(FOCUSABLE) !== null)
    check()
    const observer = new MutationObserver(check)
    observer.observe(node, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'tabindex', 'href'] })
    return () => observer.disconnect()
  }, [])
  return (
    <div
      ref={panel}
      onFocus={(event) => event.target === event.currentTarget && handlers.onFocus()}
      onBlur={(event) => event.target === event.currentTarget && handlers.onBlur()}
      data-focus-visible={attributes['data-focus-visible']}
      role="tabpanel"
      id={idOf('panel', id)}
      aria-labelledby={idOf('tab', id)}
      tabIndex={holdsFocusable ? undefined : 0}
      className={cx(styles.tabPanel, className)}
    >
      {children}
    </div>
  )
}
