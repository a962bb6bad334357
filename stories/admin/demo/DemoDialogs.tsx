import { Button, Dialog, DialogActions } from '../../../src/primitives'

/** A section's dialogs module as the lazy-dialog stories load it: one dialog, open while rendered. */
export default function DemoDialogs({ onClose }: { onClose: () => void }) {
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title="Invite people" description="Story fixture: a section's dialog, loaded apart from its list.">
      <DialogActions>
        <Button onPress={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  )
}
