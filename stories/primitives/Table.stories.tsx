import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useState } from 'react'
import { expect, within } from 'storybook/test'
import { Badge, Cell, Column, Pagination, Row, SearchField, Table, TableBody, TableEmpty, TableHeader, type SortDescriptor } from '../../src/primitives'

const PEOPLE = [
  { id: '1', name: 'Ada Lovelace', email: 'ada@acme.test', status: 'Active' },
  { id: '2', name: 'Grace Hopper', email: 'grace@acme.test', status: 'Locked' },
  { id: '3', name: 'Alan Turing', email: 'alan@acme.test', status: 'Pending' },
  { id: '4', name: 'Katherine Johnson', email: 'katherine@acme.test', status: 'Active' },
  { id: '5', name: 'Margaret Hamilton', email: 'margaret@acme.test', status: 'Active' },
]
const TONE = { Active: 'success', Locked: 'error', Pending: 'warning' } as const

function PeopleTable({ pageSize = 2, people = PEOPLE }: { pageSize?: number; people?: typeof PEOPLE }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' })
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const rows = useMemo(() => {
    const found = people.filter((person) => `${person.name} ${person.email}`.toLowerCase().includes(search.toLowerCase()))
    const key = sort.column as 'name' | 'email'
    found.sort((a, b) => a[key].localeCompare(b[key]) * (sort.direction === 'ascending' ? 1 : -1))
    return found
  }, [people, search, sort])
  const totalPages = Math.max(1, Math.ceil(rows.length / pageSize))
  return (
    <div>
      <SearchField label="Search people" value={search} onChange={(value) => (setSearch(value), setPage(1))} />
      <Table aria-label="People" sortDescriptor={sort} onSortChange={setSort}>
        <TableHeader>
          <Column id="name" allowsSorting>
            Name
          </Column>
          <Column id="email" allowsSorting>
            Email
          </Column>
          <Column id="status">Status</Column>
        </TableHeader>
        <TableBody items={rows.slice((page - 1) * pageSize, page * pageSize)} renderEmptyState={() => <TableEmpty>No one matches.</TableEmpty>}>
          {(person) => (
            <Row>
              <Cell isRowHeader>{person.name}</Cell>
              <Cell>{person.email}</Cell>
              <Cell>
                <Badge tone={TONE[person.status as keyof typeof TONE]}>{person.status}</Badge>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <Pagination label="People pages" page={page} totalPages={totalPages} onChange={setPage} />
    </div>
  )
}

const meta = { title: 'Primitives/Table', component: PeopleTable } satisfies Meta<typeof PeopleTable>
export default meta
type Story = StoryObj<typeof meta>

const names = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent)

export const SortPageAndSearch: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const table = canvas.getByRole('grid', { name: 'People' })
    await step('sorted by name, two to a page', async () => {
      await expect(names(table)).toEqual(['Ada Lovelace', 'Alan Turing'])
      await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending')
    })
    await step('sorting the other way', async () => {
      await userEvent.click(canvas.getByRole('columnheader', { name: /Name/ }))
      await expect(names(table)).toEqual(['Margaret Hamilton', 'Katherine Johnson'])
      await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending')
    })
    await step('the next page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
      await expect(canvas.getByText('Page 2 of 3')).toBeVisible()
      await expect(canvas.getByText('Page 2 of 3')).toHaveAttribute('aria-live', 'polite')
      await expect(names(table)).toEqual(['Grace Hopper', 'Alan Turing'])
    })
    await step('a search narrows the list and starts from the first page', async () => {
      await userEvent.type(canvas.getByLabelText('Search people'), 'hop')
      await expect(names(table)).toEqual(['Grace Hopper'])
      await expect(canvas.queryByRole('navigation', { name: 'People pages' })).toBeNull()
    })
    await step('Escape clears the search', async () => {
      await userEvent.keyboard('{Escape}')
      await expect(canvas.getByRole('searchbox', { name: 'Search people' })).toHaveValue('')
      await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull()
    })
    await step('the clear button empties it and leaves the focus in the field, to type again', async () => {
      const search = canvas.getByRole('searchbox', { name: 'Search people' })
      await userEvent.type(search, 'tur')
      await expect(names(table)).toEqual(['Alan Turing'])
      await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
      await expect(search).toHaveValue('')
      await expect(search).toHaveFocus()
      await expect(names(table)).toEqual(['Margaret Hamilton', 'Katherine Johnson'])
      await userEvent.keyboard('gra')
      await expect(names(table)).toEqual(['Grace Hopper'])
    })
  },
}

export const Empty: Story = {
  args: { people: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No one matches.')).toBeVisible()
  },
}

/** One tab stop into the grid; the arrows, Home/End and Enter on a column header do the rest. */
export const KeyboardThroughRows: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const table = canvas.getByRole('grid', { name: 'People' })
    const nameHeader = within(canvas.getByRole('columnheader', { name: /Name/ })).getByRole('button')
    await step('Tab goes from the search to the grid, onto its first column header', async () => {
      await userEvent.click(canvas.getByLabelText('Search people'))
      await userEvent.tab()
      await expect(nameHeader).toHaveFocus()
    })
    await step('Enter on a sortable header sorts by it the other way', async () => {
      await userEvent.keyboard('{Enter}')
      await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending')
      await expect(names(table)).toEqual(['Margaret Hamilton', 'Katherine Johnson'])
    })
    await step('the arrows move a cell at a time', async () => {
      await userEvent.keyboard('{ArrowDown}')
      await expect(within(table).getByRole('rowheader', { name: 'Margaret Hamilton' })).toHaveFocus()
      await userEvent.keyboard('{ArrowRight}')
      await expect(within(table).getByRole('gridcell', { name: 'margaret@acme.test' })).toHaveFocus()
      await userEvent.keyboard('{ArrowDown}')
      await expect(within(table).getByRole('gridcell', { name: 'katherine@acme.test' })).toHaveFocus()
    })
    await step("End and Home go to the row's ends, Ctrl+Home to the first header", async () => {
      await userEvent.keyboard('{End}')
      await expect(within(table).getAllByRole('gridcell', { name: 'Active' }).at(-1)).toHaveFocus()
      await userEvent.keyboard('{Home}')
      await expect(within(table).getByRole('rowheader', { name: 'Katherine Johnson' })).toHaveFocus()
      await userEvent.keyboard('{Control>}{Home}{/Control}')
      await expect(nameHeader).toHaveFocus()
    })
    await step('the grid is one tab stop: leaving and coming back lands where the user was', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowRight}')
      const email = within(table).getByRole('gridcell', { name: 'margaret@acme.test' })
      await expect(email).toHaveFocus()
      await userEvent.tab()
      await expect(table).not.toContainElement(document.activeElement as HTMLElement)
      await userEvent.tab({ shift: true })
      await expect(email).toHaveFocus()
    })
  },
}

/** Paging by keyboard to either end: the button that becomes disabled hands the focus to the other. */
export const PagingToTheEndsKeepsFocus: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const next = canvas.getByRole('button', { name: 'Next page' })
    const previous = canvas.getByRole('button', { name: 'Previous page' })
    await step('Next to the last page: the focus moves to Previous', async () => {
      next.focus()
      await userEvent.keyboard('{Enter}')
      await expect(canvas.getByText('Page 2 of 3')).toBeVisible()
      await expect(next).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      await expect(canvas.getByText('Page 3 of 3')).toBeVisible()
      await expect(next).toBeDisabled()
      await expect(previous).toHaveFocus()
    })
    await step('Previous back to the first page: the focus moves to Next', async () => {
      await userEvent.keyboard('{Enter}{Enter}')
      await expect(canvas.getByText('Page 1 of 3')).toBeVisible()
      await expect(previous).toBeDisabled()
      await expect(next).toHaveFocus()
    })
  },
}
