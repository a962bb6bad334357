import { useId, useState, type FormEvent } from 'react'
import { filterChips, type AuditColumn, type AuditFilter } from '../../../hooks'
import { Button, Checkbox, CheckboxGroup, SearchField, Select, TagGroup, TextField } from '../../../primitives'
import * as styles from './AuditsSection.css'
import { useAuditsMessages } from './useAuditsMessages'

export interface AuditsToolbarProps {
  readonly typed: string
  onType(text: string): void
  readonly columns: readonly AuditColumn[]
  readonly shown: readonly AuditColumn[]
  onToggleColumn(name: string): void
  readonly filters: readonly AuditFilter[]
  onAddFilter(filter: AuditFilter): void
  onRemoveFilter(key: string): void
  readonly isDownloadingCsv: boolean
  onExport(): void
}

/** Search, key / value filters as chips, the column picker and the CSV export. */
export function AuditsToolbar({ typed, onType, columns, shown, onToggleColumn, filters, onAddFilter, onRemoveFilter, isDownloadingCsv, onExport }: AuditsToolbarProps) {
  const text = useAuditsMessages()
  const filterable = columns.filter((column) => column.filterable)
  const [key, setKey] = useState<string | null>(null)
  const [value, setValue] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [picking, setPicking] = useState(false)
  const panelId = useId()
  const filterKey = key ?? filterable[0]?.name ?? null
  const shownNames = shown.map((column) => column.name)

  const add = (event: FormEvent) => {
    event.preventDefault()
    if (!filterKey) return
    if (!value.trim()) {
      setInvalid(true)
      return
    }
    onAddFilter({ key: filterKey, value })
    setValue('')
    setInvalid(false)
  }

  return (
    <>
      <div className={styles.toolbar}>
        <SearchField label={text.search} value={typed} onChange={onType} className={styles.grow} />
        <Button variant="secondary" aria-expanded={picking} aria-controls={panelId} onPress={() => setPicking(!picking)}>
          {text.columnPicker.open}
        </Button>
        <Button variant="secondary" isPending={isDownloadingCsv} pendingLabel={text.export.pending} onPress={onExport}>
          {text.export.start}
        </Button>
      </div>
      {picking && (
        <div id={panelId} className={styles.columnsPanel}>
          <CheckboxGroup
            label={text.columnPicker.label}
            value={shownNames}
            onChange={(values) => {
              const changed = columns.find((column) => values.includes(column.name) !== shownNames.includes(column.name))
              if (changed) onToggleColumn(changed.name)
            }}
          >
            {columns.map((column) => (
              <Checkbox key={column.name} value={column.name} isDisabled={shown.length === 1 && shownNames[0] === column.name}>
                {column.label}
              </Checkbox>
            ))}
          </CheckboxGroup>
        </div>
      )}
      {filterable.length > 0 && (
        <form className={styles.filterForm} onSubmit={add} aria-label={text.filters.label}>
          <Select label={text.filters.column} options={filterable.map((column) => ({ id: column.name, label: column.label }))} selectedKey={filterKey} onSelectionChange={setKey} />
          <TextField
            label={text.filters.value}
            value={value}
            onChange={(next) => {
              setValue(next)
              if (next.trim()) setInvalid(false)
            }}
            errorMessage={invalid ? text.filters.valueRequired : undefined}
          />
          <Button type="submit" variant="secondary">
            {text.filters.add}
          </Button>
        </form>
      )}
      <TagGroup label={text.filters.applied} items={filterChips(filters, columns)} onRemove={onRemoveFilter} removeLabel={text.filters.remove} emptyText={text.filters.none} />
    </>
  )
}
