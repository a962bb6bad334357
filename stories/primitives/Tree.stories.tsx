import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import { Button, Tree, TreeItem } from '../../src/primitives'

interface Place {
  id: string
  name: string
  children?: Place[]
}

const PLACES: Place[] = [
  {
    id: 'eu',
    name: 'Europe',
    children: [
      { id: 'fr', name: 'France' },
      { id: 'de', name: 'Germany', children: [{ id: 'be', name: 'Berlin' }] },
    ],
  },
  { id: 'us', name: 'United States' },
]

function Places({ onOpen, onEdit }: { onOpen: (id: string) => void; onEdit: (id: string) => void }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const rows = (places: Place[]) =>
    places.map((place) => (
      <TreeItem
        key={place.id}
        id={place.id}
        textValue={place.name}
        hasChildItems={Boolean(place.children)}
        expandLabel={place.name}
        onAction={() => onOpen(place.id)}
        content={
          <>
            <span style={{ flex: 1 }}>{place.name}</span>
            <Button variant="text" onPress={() => onEdit(place.id)}>
              Edit {place.name}
            </Button>
          </>
        }
      >
        {place.children && rows(place.children)}
      </TreeItem>
    ))
  return (
    <>
      <Button variant="secondary">Before</Button>
      <Tree aria-label="Places" expandedKeys={expanded} onExpandedChange={setExpanded}>
        {rows(PLACES)}
      </Tree>
      <Button variant="secondary">After</Button>
    </>
  )
}

const meta = { title: 'Primitives/Tree', component: Places, args: { onOpen: fn(), onEdit: fn() } } satisfies Meta<typeof Places>
export default meta
type Story = StoryObj<typeof meta>

const row = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('row', { name })

/** Rows carry their level, place and state; right opens a row, down goes into it, left goes back and closes, Enter does the row's action. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Tab reaches the first row; it says where it is and that it is closed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Before' }))
      await userEvent.tab()
      await expect(row(canvas, 'Europe')).toHaveFocus()
      await expect(row(canvas, 'Europe')).toHaveAttribute('aria-expanded', 'false')
      await expect(row(canvas, 'Europe')).toHaveAttribute('aria-setsize', '2')
      await expect(canvas.queryByRole('row', { name: 'France' })).toBeNull()
    })
    await step('right opens Europe, down goes to France, a level deeper', async () => {
      await userEvent.keyboard('{ArrowRight}')
      await expect(row(canvas, 'Europe')).toHaveAttribute('aria-expanded', 'true')
      await userEvent.keyboard('{ArrowDown}')
      await expect(row(canvas, 'France')).toHaveFocus()
      await expect(row(canvas, 'France')).toHaveAttribute('aria-level', '2')
      await expect(row(canvas, 'France')).toHaveAttribute('aria-posinset', '1')
    })
    await step('right moves along the row to its button, and back to the row', async () => {
      await userEvent.keyboard('{ArrowRight}')
      await expect(canvas.getByRole('button', { name: 'Edit France' })).toHaveFocus()
      await userEvent.keyboard('{ArrowRight}')
      await expect(row(canvas, 'France')).toHaveFocus()
    })
    await step('left goes to the parent, left again closes it; End and Home go to the ends', async () => {
      await userEvent.keyboard('{ArrowLeft}')
      await expect(row(canvas, 'Europe')).toHaveFocus()
      await userEvent.keyboard('{ArrowLeft}')
      await expect(row(canvas, 'Europe')).toHaveAttribute('aria-expanded', 'false')
      await userEvent.keyboard('{End}')
      await expect(row(canvas, 'United States')).toHaveFocus()
      await userEvent.keyboard('{Home}')
      await expect(row(canvas, 'Europe')).toHaveFocus()
    })
    await step('Enter does the row’s action; Enter on its button does the button’s', async () => {
      await userEvent.keyboard('{Enter}')
      await expect(args.onOpen).toHaveBeenCalledWith('eu')
      await userEvent.keyboard('{ArrowLeft}')
      await expect(canvas.getByRole('button', { name: 'Edit Europe' })).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      await expect(args.onEdit).toHaveBeenCalledWith('eu')
      await expect(args.onOpen).toHaveBeenCalledTimes(1)
    })
  },
}

/** The tree is one Tab stop, the row last focused: Tab leaves it past every row's buttons, and Shift+Tab comes back to that row. */
export const OneTabStop: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Before' }))
    await userEvent.tab()
    await userEvent.keyboard('{End}')
    await expect(row(canvas, 'United States')).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(row(canvas, 'United States')).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(canvas.getByRole('button', { name: 'Before' })).toHaveFocus()
  },
}

/** A pointer: the expander opens a row and leaves focus on it; a click on a row does its action, a click on its button only the button's. */
export const Pointer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Europe' }))
    await expect(row(canvas, 'Europe')).toHaveAttribute('aria-expanded', 'true')
    await expect(row(canvas, 'Europe')).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Germany' }))
    await expect(args.onEdit).toHaveBeenCalledWith('de')
    await expect(args.onOpen).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByText('France'))
    await expect(args.onOpen).toHaveBeenCalledWith('fr')
  },
}

/** Right to left, left opens and goes into a row, right goes back. */
export const RightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Before' }))
    await userEvent.tab()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(row(canvas, 'Europe')).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowLeft}{ArrowDown}')
    await expect(row(canvas, 'Berlin')).toHaveFocus()
    await expect(row(canvas, 'Berlin')).toHaveAttribute('aria-level', '3')
    await userEvent.keyboard('{ArrowRight}')
    await expect(row(canvas, 'Germany')).toHaveFocus()
  },
}
