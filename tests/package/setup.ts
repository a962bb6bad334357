// The host project's global setup: an empty folder for this run's packed package. The build and the
// pack happen on first use by a host test (tests/package/packed.ts), after the other projects ran.
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { HOSTS_DIR } from '../../scripts/freshHost.mjs'

export default function setup(project: TestProject) {
  const dir = path.join(HOSTS_DIR, `pack-${process.pid}`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  project.provide('gatehousePackDir', dir)
  // The hosts stay for a look after a run (each test installs its own anew); the tarball goes.
  return () => rmSync(dir, { recursive: true, force: true })
}
