// A public entry as the library build writes it, rewritten as a barrel of `export * from` lines (see
// vite.lib.config.ts, starBarrels). Pure: the entry's code in, the barrel and its files out.

/** One file of named re-exports from one module of the package. */
export interface ReExportFile {
  fileName: string
  source: string
}

const NAMED_IMPORT = /^import \{([^}]*)\} from "([^"]+)";$/
const BARE_IMPORT = /^import "([^"]+)";$/
const EXPORTS = /^export \{([^}]*)\};$/
const DIRECTIVE = /^(['"])use client\1;$/

/** `a as b` → [a, b]; `a` → [a, a]. */
function specifier(text: string): [string, string] {
  const [first = '', second] = text.trim().split(/\s+as\s+/)
  return [first, second ?? first]
}

/**
 * Rewrites an entry made of `import { … } from "./module.js";` lines and one `export { … };` into
 * `export * from "./exports/<entry>/<module>.js";` lines, one per module, in the order the entry
 * imported them (the order they run in, which a host's bundler keeps), each file exporting that
 * module's public names under the entry's names, with `'use client'` first when `client`. Bare
 * imports stay. Throws on anything else, so a change in the build's output cannot pass unnoticed.
 */
export function starBarrel(entry: string, code: string, client: boolean): { barrel: string; files: ReExportFile[] } {
  const imported = new Map<string, { from: string; name: string }>()
  const modules = new Map<string, string[]>()
  const bare: string[] = []
  let exported: Array<[string, string]> = []
  for (const line of code.split('\n')) {
    const named = NAMED_IMPORT.exec(line)
    const sideEffect = BARE_IMPORT.exec(line)
    const exports = EXPORTS.exec(line)
    if (named) {
      const [, list = '', from = ''] = named
      modules.set(from, [])
      for (const [name, local] of list.split(',').map(specifier)) imported.set(local, { from, name })
    } else if (sideEffect) bare.push(sideEffect[1] ?? '')
    else if (exports) exported = (exports[1] ?? '').split(',').map(specifier)
    else if (line.trim() && !DIRECTIVE.test(line) && !line.startsWith('//# sourceMappingURL=')) {
      throw new Error(`${entry}.js is not a barrel of re-exports: ${line}`)
    }
  }
  for (const [local, name] of exported) {
    const source = imported.get(local)
    if (!source) throw new Error(`${entry}.js exports ${name}, which it does not import`)
    modules.get(source.from)?.push(source.name === name ? name : `${source.name} as ${name}`)
  }
  const directive = client ? "'use client';\n" : ''
  const files: ReExportFile[] = []
  for (const [from, names] of modules) {
    if (!names.length) continue
    const module = from.replace(/^\.\//, '')
    files.push({
      fileName: `exports/${entry}/${module.replace(/\.js$/, '').replaceAll('/', '.')}.js`,
      source: `${directive}export { ${names.join(', ')} } from "../../${module}";\n`,
    })
  }
  const lines = [...bare.map((from) => `import "${from}";`), ...files.map((file) => `export * from "./${file.fileName}";`)]
  return { barrel: lines.join('\n') + '\n', files }
}
