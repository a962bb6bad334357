import type { Ref } from 'react'
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  composeRenderProps,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components'
import * as styles from './Tabs.css'
import { cx } from './cx'

/**
 * RAC Tabs: a tab list (arrow keys move between tabs, Home/End to the ends) and one panel per tab.
 * Controlled with `selectedKey` / `onSelectionChange` when the tab is part of the URL.
 */
export function Tabs({ className, ...props }: TabsProps & { ref?: Ref<HTMLDivElement> }) {
  return <RACTabs {...props} className={composeRenderProps(className, (name) => cx(styles.tabs, name))} />
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T> & { ref?: Ref<HTMLDivElement> }) {
  return <RACTabList {...props} className={composeRenderProps(className, (name) => cx(styles.tabList, name))} />
}

export function Tab({ className, ...props }: TabProps & { ref?: Ref<HTMLDivElement> }) {
  return <RACTab {...props} className={composeRenderProps(className, (name) => cx(styles.tab, name))} />
}

export function TabPanel({ className, ...props }: TabPanelProps & { ref?: Ref<HTMLDivElement> }) {
  return <RACTabPanel {...props} className={composeRenderProps(className, (name) => cx(styles.tabPanel, name))} />
}
