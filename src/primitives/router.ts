// React Aria's RouterProvider: its links navigate through the host's router. Besides react-aria's
// index (which the package does not import, see eslint.config.js), only this module exports it; it is
// the one react-aria-components itself imports, so its links read the same context.
export { RouterProvider } from 'react-aria/private/utils/openLink'
