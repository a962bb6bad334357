import type { Key } from 'react-aria-components'
import { Button, Label, Tag, TagGroup as RACTagGroup, TagList, Text } from 'react-aria-components'
import * as fieldStyles from './TextField.css'
import * as styles from './TagGroup.css'

export interface TagItem {
  id: string
  label: string
}

export interface TagGroupProps {
  label: string
  description?: string
  items: readonly TagItem[]
  /** Removes a tag; each tag gets a remove button ("Remove …"), and Delete or Backspace removes the focused one. */
  onRemove?: (id: string) => void
  /** What the list says when it has no tags. */
  emptyText?: string
}

/** RAC TagGroup: a labelled list of tags; arrow keys move between them. */
export function TagGroup({ label, description, items, onRemove, emptyText }: TagGroupProps) {
  return (
    <RACTagGroup
      className={fieldStyles.field}
      onRemove={onRemove ? (keys: Set<Key>) => keys.forEach((key) => onRemove(String(key))) : undefined}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <TagList items={items} className={styles.list} renderEmptyState={() => <span className={styles.empty}>{emptyText}</span>}>
        {(item) => (
          <Tag id={item.id} textValue={item.label} className={styles.tag}>
            {({ allowsRemoving }) => (
              <>
                {item.label}
                {allowsRemoving && (
                  <Button slot="remove" className={styles.remove}>
                    <span aria-hidden="true">×</span>
                  </Button>
                )}
              </>
            )}
          </Tag>
        )}
      </TagList>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
    </RACTagGroup>
  )
}
