import { setProjectAnnotations } from '@storybook/react-vite'
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview'
import { configure } from 'storybook/test'
import * as projectAnnotations from './preview'

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations])

// Waiting for what a user would see may take more than a second on a busy machine (a chain of
// fixture answers, a lazy section's first load): findBy*/waitFor give it 5 s before failing.
configure({ asyncUtilTimeout: 5000 })
