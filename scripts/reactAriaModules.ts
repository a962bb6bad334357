// The React Aria modules the kit imports one by one (react-aria-components/Button, never the index:
// eslint.config.js). Each is an entry of its own to Vite's dependency pre-bundling, which Storybook
// and the browser tests list up front: a dependency found mid-run makes Vite reload the page.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SRC = fileURLToPath(new URL('../src', import.meta.url))

export function reactAriaModules(): string[] {
  return [...new Set(
    readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => [...readFileSync(path.join(SRC, file), 'utf8').matchAll(/from '(react-aria(?:-components)?\/[^']+)'/g)].map((match) => match[1]!)),
  )].sort()
}
