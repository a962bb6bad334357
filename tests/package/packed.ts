// The package as `npm pack` makes it, built and packed once per run on first use by a host test.
// Not in the global setup: that runs before any project starts, and a library build there takes
// both cores while the first stories load (they then ran past their timeout on a cold cache). The
// host project runs after the others (vitest.config.ts), so the build happens when nothing else runs.
// Host test files may run in parallel workers: the first to come builds under a lock, the others wait for it.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'
import { ensureLibraryBuilt, packLibrary } from '../../scripts/freshHost.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's folder for the packed package (the global setup makes it empty and removes it after). */
    gatehousePackDir: string
  }
}

/** How long another worker's build and pack may take before this one gives up on it. */
const BUILD_WAIT_MS = 5 * 60_000

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/** Runs `make` once per run across workers: its result kept in `file`, made under a lock folder. */
function once<T>(file: string, make: () => T): T {
  const lock = `${file}.lock`
  const deadline = Date.now() + BUILD_WAIT_MS
  for (;;) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as T
    try {
      mkdirSync(lock)
    } catch {
      // Another worker builds: its result appears in `file` when it is done.
      if (Date.now() > deadline) throw new Error(`gave up waiting for another worker to write ${file}`)
      pause(250)
      continue
    }
    try {
      if (existsSync(file)) continue
      const result = make()
      writeFileSync(file, JSON.stringify(result))
      return result
    } finally {
      rmSync(lock, { recursive: true, force: true })
    }
  }
}

/** dist/ up to date with src/ (built once per run when it is stale). */
export function builtLibrary(): void {
  once(path.join(inject('gatehousePackDir'), 'built.json'), () => {
    const started = performance.now()
    const library = ensureLibraryBuilt()
    console.log(`package: library ${library} in ${Math.round(performance.now() - started)} ms`)
    return { library }
  })
}

/** The packed package's tarball (`npm pack` of dist/), as a user's `npm install` gets it. */
export function packedTarball(): string {
  builtLibrary()
  return once(path.join(inject('gatehousePackDir'), 'tarball.json'), () => {
    const { tarball, packed } = packLibrary(path.join(inject('gatehousePackDir'), 'pack'))
    console.log(`package: ${packed.filename} packed (${(packed.size / 1024).toFixed(0)} KiB, ${packed.entryCount} files)`)
    return tarball
  })
}
