import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Badge } from '../../src/primitives'

function Tones() {
  return (
    <p style={{ display: 'flex', gap: 8 }}>
      <Badge>Member</Badge>
      <Badge tone="success">Active</Badge>
      <Badge tone="warning">Pending invitation</Badge>
      <Badge tone="error">Locked</Badge>
      <Badge tone="info">Expires in 3 days</Badge>
    </p>
  )
}

const meta = { title: 'Primitives/Badge', component: Tones } satisfies Meta<typeof Tones>
export default meta
type Story = StoryObj<typeof meta>

/** Every tone reads as plain text; the a11y check holds their contrast in the light palette. */
export const AllTones: Story = {
  play: async ({ canvas }) => {
    for (const text of ['Member', 'Active', 'Pending invitation', 'Locked', 'Expires in 3 days']) await expect(canvas.getByText(text)).toBeVisible()
  },
}
