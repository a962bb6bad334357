import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Link } from '../../src/primitives'
const Bad = () => <p style={{ color: '#bbb', background: '#fff' }}>low contrast <Link>link</Link></p>
const meta = { title: 'Tmp/Bad', component: Bad } satisfies Meta<typeof Bad>
export default meta
export const LowContrast: StoryObj<typeof meta> = { play: async ({ canvas }) => { await expect(canvas.getByText('link')).toBeVisible() } }
