// The host project's global setup: the library built (when dist/ is stale) and packed once; every
// host test installs that one tarball into a folder of its own (scripts/freshHost.mjs).
import { rmSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureLibraryBuilt, packLibrary } from '../../scripts/freshHost.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed package (`npm pack` of dist/), as a user's `npm install` gets it. */
    gatehouseTarball: string
  }
}

export default function setup(project: TestProject) {
  const started = performance.now()
  const library = ensureLibraryBuilt()
  const { tarball, packed } = packLibrary()
  console.log(`package: library ${library}, ${packed.filename} packed (${(packed.size / 1024).toFixed(0)} KiB, ${packed.entryCount} files) in ${Math.round(performance.now() - started)} ms`)
  project.provide('gatehouseTarball', tarball)
  // The hosts stay for a look after a run (each test installs its own anew); the tarball goes.
  return () => rmSync(path.dirname(tarball), { recursive: true, force: true })
}
