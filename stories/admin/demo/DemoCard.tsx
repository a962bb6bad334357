import { Card } from '../../../src/primitives'

/** A section's part as the lazy-part stories load it: a card beside the section's main one. */
export default function DemoCard({ title }: { title: string }) {
  return (
    <Card heading={title} headingLevel={3}>
      <p>Story fixture: a part of a section, loaded after the section shows.</p>
    </Card>
  )
}
