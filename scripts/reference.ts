// The reference pages of the docs site, drawn from the source: every value a public entry exports,
// grouped by the part of the kit it comes from, with its signature and its TSDoc; for a flow, the
// steps and events of its state machine (the `step` of its State union, the `type` of its Event
// union, each with its comment); and the identity API calls the part makes (method and path, read
// from the `client.request` of each `gatehouse/api` function it calls). `npm run docs:reference`
// writes them under stories/reference/; a test fails when they no longer match the source.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const REFERENCE_DIR = 'stories/reference'
/** A host's own UI on a hook: `stories/examples/<hook>.tsx`, type-checked and linted with the stories, shown on the hook's page. */
export const EXAMPLES_DIR = 'stories/examples'

/** The entries a page is written for, and the sidebar group each one's pages go to. */
export const REFERENCE_ENTRIES = [
  { entry: 'gatehouse/hooks', file: 'src/hooks/index.ts', group: 'Hooks' },
  { entry: 'gatehouse/api', file: 'src/api/index.ts', group: 'Reference/API client' },
  { entry: 'gatehouse/fixtures', file: 'src/fixtures/index.ts', group: 'Reference/Fixtures' },
  { entry: 'gatehouse/element', file: 'src/element/index.ts', group: 'Reference/Custom element' },
  // The screens' entries: what is not a component (components have pages of their own, with their props).
  { entry: 'gatehouse/screens', file: 'src/screens/index.ts', group: 'Reference/Screens' },
  { entry: 'gatehouse/admin', file: 'src/screens/admin/index.ts', group: 'Reference/Admin portal' },
  { entry: 'gatehouse/primitives', file: 'src/primitives/index.ts', group: 'Reference/Primitives' },
] as const

/** The entries whose components are documented by hand (a page with their props table, an example, accessibility notes). */
export const COMPONENT_ENTRIES = new Set(['gatehouse/hooks', 'gatehouse/screens', 'gatehouse/admin', 'gatehouse/primitives'])

/** A React component, by the kit's naming: a capitalised function (or memo/forwardRef object) that is not a class. */
export function isComponent(checker: ts.TypeChecker, name: string, symbol: ts.Symbol): boolean {
  if (!/^[A-Z][a-z]/.test(name) || symbol.flags & ts.SymbolFlags.Class) return false
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0]
  if (!declaration) return false
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration)
  return type.getCallSignatures().length > 0 || type.getProperty('$$typeof') !== undefined
}

export interface ReferencePage {
  /** Path of the MDX file, from the repository's root. */
  readonly file: string
  readonly title: string
  readonly exports: readonly string[]
  readonly mdx: string
}

interface Documented { readonly name: string; readonly doc: string }
interface Call { readonly method: string; readonly path: string; readonly via: string }

/** Prose from a comment made safe for MDX and free of the internal references the source comments carry. */
export function mdxText(text: string): string {
  return text
    .replace(/\s*\((?:see |as )?spec\/[a-z]+\.md[^)]*\)/g, '')
    .replace(/\bspec\/[a-z]+\.md(?:\s*§\s*[\d.]+)?(?:\s+step\s+\d+)?(?:\s+and\s+§\s*[\d.]+)?:?\s*/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[a-z]/, (c) => c.toUpperCase())
    .replace(/[{}<>]/g, (c) => ({ '{': '&#123;', '}': '&#125;', '<': '&lt;', '>': '&gt;' })[c]!)
}

const cell = (text: string) => mdxText(text).replace(/\|/g, '\\|') || ' '

function commentOf(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker))
}

/** The string a path expression builds: literals and the constants they name, `{name}` for what the caller fills in. */
function pathText(checker: ts.TypeChecker, node: ts.Expression, depth = 0): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => pathText(checker, span.expression, depth + 1) + span.literal.text).join('')
  }
  if (depth < 6 && (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node))) {
    let symbol = checker.getSymbolAtLocation(node)
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol)
    const declaration = symbol?.valueDeclaration
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer && ts.getCombinedModifierFlags(declaration) !== undefined
      && declaration.parent.flags & ts.NodeFlags.Const) return pathText(checker, declaration.initializer, depth + 1)
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'encodeURIComponent') return pathText(checker, node.arguments[0]!, depth + 1)
  const name = ts.isPropertyAccessExpression(node) ? node.name.text : ts.isIdentifier(node) ? node.text : 'value'
  return `{${name}}`
}

/** The requests a function of src/api makes: each `X.request(path, { method })` in its body. */
function requestsOf(checker: ts.TypeChecker, declaration: ts.Node): Omit<Call, 'via'>[] {
  const found: Omit<Call, 'via'>[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'request' && node.arguments[0]) {
      const options = node.arguments[1]
      let method = 'GET'
      if (options && ts.isObjectLiteralExpression(options)) {
        for (const property of options.properties) {
          if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === 'method') {
            method = ts.isStringLiteral(property.initializer) ? property.initializer.text : '{method}'
          }
        }
      }
      found.push({ method, path: pathText(checker, node.arguments[0]) })
    }
    ts.forEachChild(node, visit)
  }
  visit(declaration)
  return found
}

/**
 * The calls to the identity API that the non-test files of a part make: every function of src/api
 * they name, called or handed on (the flows take their calls as an injectable table typed
 * `typeof authApi.loginWithPassword`), with the requests that function sends.
 */
function callsOf(checker: ts.TypeChecker, files: readonly ts.SourceFile[]): Call[] {
  const calls = new Map<string, Call>()
  for (const file of files) {
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) && !ts.isImportSpecifier(node.parent) && !ts.isImportClause(node.parent)) {
        let symbol = checker.getSymbolAtLocation(node)
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol)
        const declaration = symbol?.valueDeclaration
        const source = declaration?.getSourceFile().fileName ?? ''
        if (declaration && ts.isFunctionDeclaration(declaration) && /\/src\/api\/[^/]+\.ts$/.test(source) && !source.endsWith('client.ts')) {
          const via = `${path.basename(source, '.ts')}.${symbol!.name}`
          for (const request of requestsOf(checker, declaration)) calls.set(`${request.method} ${request.path}`, { ...request, via })
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(file)
  }
  return [...calls.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
}

/** A union's members by the literal of one property (`step` of a State, `type` of an Event), with each member's comment. */
function unionMembers(checker: ts.TypeChecker, alias: ts.TypeAliasDeclaration, key: string): Documented[] {
  if (!ts.isUnionTypeNode(alias.type)) return []
  const members: Documented[] = []
  const text = alias.getSourceFile().text
  alias.type.types.forEach((member, at) => {
    const type = checker.getTypeFromTypeNode(member)
    const property = type.getProperty(key)
    if (!property) return
    const literal = checker.getTypeOfSymbolAtLocation(property, member)
    const names = literal.isUnion() ? literal.types : [literal]
    // A member's comment stands before its `|`: between the previous member and this one.
    const before = text.slice(at === 0 ? alias.type.pos : (alias.type as ts.UnionTypeNode).types[at - 1]!.end, member.getStart())
    const comment = [...before.matchAll(/\/\*\*([\s\S]*?)\*\//g)].pop()?.[1] ?? ''
    const doc = comment.replace(/^\s*\*\s?/gm, ' ')
    for (const name of names) if (name.isStringLiteral()) members.push({ name: name.value, doc })
  })
  return members
}

/** The steps and events of the state machine in a folder: its exported `…State` and `…Event` unions. */
function machineOf(checker: ts.TypeChecker, files: readonly ts.SourceFile[]): { steps: Documented[]; events: Documented[] } {
  const steps: Documented[] = []
  const events: Documented[] = []
  for (const file of files) {
    for (const statement of file.statements) {
      if (!ts.isTypeAliasDeclaration(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue
      if (/State$/.test(statement.name.text)) steps.push(...unionMembers(checker, statement, 'step'))
      if (/Event$/.test(statement.name.text)) events.push(...unionMembers(checker, statement, 'type'))
    }
  }
  const unique = (list: Documented[]) => [...new Map(list.map((item) => [item.name, item])).values()]
  return { steps: unique(steps), events: unique(events) }
}

function signatureOf(checker: ts.TypeChecker, symbol: ts.Symbol, name: string): string {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0]
  if (!declaration) return name
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration)
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope | ts.TypeFormatFlags.WriteArrowStyleSignature
  const signatures = type.getCallSignatures()
  if (signatures.length > 0 && !(ts.isVariableDeclaration(declaration) && /^[A-Z0-9_]+$/.test(name))) {
    return signatures.map((signature) => `function ${name}${checker.signatureToString(signature, declaration, flags & ~ts.TypeFormatFlags.WriteArrowStyleSignature)}`).join('\n')
  }
  const written = checker.typeToString(type, declaration, flags)
  return `const ${name}: ${written.length > 240 ? `${written.slice(0, 237)}...` : written}`
}

const ACRONYMS = new Set(['api', 'sso', 'mfa', 'ip', 'saml', 'oidc', 'scim', 'oauth', 'x509', 'otc', 'sms', 'pkce', 'jwt'])
/** `accountSettings`, `account-settings` → "Account settings"; acronyms stay capitals. */
export function words(id: string): string {
  const parts = id.replace(/[-_]/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/\s+/).filter(Boolean)
  return parts.map((part, at) => (ACRONYMS.has(part) ? (part === 'x509' ? 'X.509' : part === 'oauth' ? 'OAuth' : part.toUpperCase()) : at === 0 ? part[0]!.toUpperCase() + part.slice(1) : part)).join(' ')
}
const titleId = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

/**
 * The page an export goes on, below its entry's group: a flow's folder (Hooks/Login), an admin
 * topic by file whatever folder of the admin hooks it is in (`users.ts` and `useUsers.ts` are one
 * page), a module of the client or the fixtures.
 */
function pageOf(group: string, file: string): string {
  const relative = path.relative(path.join(ROOT, 'src'), file).replace(/\\/g, '/')
  const parts = relative.split('/')
  const base = path.basename(relative).replace(/(\.css)?\.tsx?$/, '').replace(/^use(?=[A-Z])/, '')
  if (parts[0] === 'hooks' && parts[1] === 'admin') return `${group}/Admin/${words(base === 'index' ? 'portal' : base)}`
  if (parts[0] === 'hooks' && parts.length > 2) return `${group}/${words(parts[1]!)}`
  return `${group}/${words(base === 'index' ? parts[parts.length - 2] ?? base : base)}`
}

interface Item { readonly name: string; readonly symbol: ts.Symbol; readonly file: string }

const program = (files: readonly string[]) => ts.createProgram(files.map((file) => path.join(ROOT, file)), {
  jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, strict: true, skipLibCheck: true, noEmit: true,
})

/** Every value a public entry exports (the package's root included), and whether it is a component documented by hand. */
export function publicExports(): { entry: string; name: string; component: boolean }[] {
  const entries = [...REFERENCE_ENTRIES, { entry: 'gatehouse', file: 'src/index.ts' }]
  const built = program(entries.map((entry) => entry.file))
  const checker = built.getTypeChecker()
  return entries.flatMap(({ entry, file }) => checker.getExportsOfModule(checker.getSymbolAtLocation(built.getSourceFile(path.join(ROOT, file))!)!).flatMap((exported) => {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
    if (!(symbol.flags & ts.SymbolFlags.Value)) return []
    return [{ entry, name: exported.name, component: isComponent(checker, exported.name, symbol) }]
  }))
}

/** Every reference page, as `npm run docs:reference` writes them. */
export function referencePages(): ReferencePage[] {
  const built = program(REFERENCE_ENTRIES.map((entry) => entry.file))
  const checker = built.getTypeChecker()
  const exportsOf = (file: string) => checker.getExportsOfModule(checker.getSymbolAtLocation(built.getSourceFile(path.join(ROOT, file))!)!)
  const onClientPages = new Set(exportsOf('src/api/index.ts').map((exported) => (exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported)))
  const pages: ReferencePage[] = []
  for (const { entry, file, group } of REFERENCE_ENTRIES) {
    const moduleSymbol = checker.getSymbolAtLocation(built.getSourceFile(path.join(ROOT, file))!)!
    const byPage = new Map<string, Item[]>()
    const add = (title: string, item: Item) => byPage.set(title, [...(byPage.get(title) ?? []), item])
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0]
      if (!declaration) continue
      const source = declaration.getSourceFile().fileName
      // A namespace of the client (`users`, `auth` ...): a page of its functions, each named as called.
      if (symbol.flags & ts.SymbolFlags.ValueModule && ts.isSourceFile(declaration)) {
        for (const member of checker.getExportsOfModule(symbol)) {
          const target = member.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(member) : member
          if (target.flags & ts.SymbolFlags.Function) add(`${group}/${words(exported.name)}`, { name: `${exported.name}.${member.name}`, symbol: target, file: source })
        }
        continue
      }
      if (!(symbol.flags & ts.SymbolFlags.Value)) continue
      if (COMPONENT_ENTRIES.has(entry) && isComponent(checker, exported.name, symbol)) continue
      // What gatehouse/hooks passes on from gatehouse/api is documented with the client.
      if (group === 'Hooks' && onClientPages.has(symbol)) continue
      add(source.includes('/node_modules/') ? `${group}/Client` : pageOf(group, source), { name: exported.name, symbol, file: source })
    }
    for (const [title, exports] of [...byPage].sort(([a], [b]) => a.localeCompare(b))) {
      const files = [...new Set(exports.map((item) => item.file))]
      // A flow's page reads its whole folder (the machine, the calls); an admin topic its own files.
      const flow = group === 'Hooks' && !title.startsWith('Hooks/Admin/')
      const siblings = built.getSourceFiles().filter((source) => !/\.test\.tsx?$/.test(source.fileName)
        && (flow ? path.dirname(source.fileName) === path.dirname(files[0]!) : files.includes(source.fileName)))
      const machine = flow ? machineOf(checker, siblings) : { steps: [], events: [] }
      const calls = group === 'Hooks' ? callsOf(checker, siblings) : []
      exports.sort((a, b) => Number(!/^use[A-Z]/.test(a.name)) - Number(!/^use[A-Z]/.test(b.name)) || a.name.localeCompare(b.name))
      const lines = [
        `{/* Written by \`npm run docs:reference\` from the source (scripts/reference.ts): change the TSDoc comments and the types, not this page. */}`,
        '',
        "import { Meta } from '@storybook/addon-docs/blocks'",
        '',
        `<Meta title="${title}" />`,
        '',
        `# ${title.split('/').pop()}`,
        '',
        '```ts',
        `import { ${exports.map((item) => item.name).join(', ')} } from '${entry}'`,
        '```',
        '',
      ]
      if (machine.steps.length > 0) {
        lines.push('## Steps', '', 'The `step` of the flow\'s state, as its machine names them.', '', '| step | what it means |', '|---|---|')
        for (const step of machine.steps) lines.push(`| \`${step.name}\` | ${cell(step.doc)} |`)
        lines.push('')
      }
      if (machine.events.length > 0) {
        lines.push('## Events', '', 'What the machine hears: each action and each answer is one event, decided by its pure reducer.', '', '| event | what it means |', '|---|---|')
        for (const event of machine.events) lines.push(`| \`${event.name}\` | ${cell(event.doc)} |`)
        lines.push('')
      }
      if (calls.length > 0) {
        lines.push('## Calls to the identity API', '', '| method | path | through |', '|---|---|---|')
        for (const call of calls) lines.push(`| ${call.method} | \`${call.path}\` | \`${call.via}\` |`)
        lines.push('')
      }
      for (const item of exports) {
        lines.push(`## ${item.name}`, '', '```ts', signatureOf(checker, item.symbol, item.name), '```', '')
        const doc = mdxText(commentOf(checker, item.symbol))
        if (doc) lines.push(doc, '')
        const example = path.join(ROOT, EXAMPLES_DIR, `${item.name}.tsx`)
        if (existsSync(example)) lines.push('A host\'s own UI on it:', '', '```tsx', readFileSync(example, 'utf8').trim(), '```', '')
        const declaration = item.symbol.valueDeclaration
        if (group !== 'Hooks' && declaration && ts.isFunctionDeclaration(declaration) && item.file.includes('/src/api/')) {
          const requests = requestsOf(checker, declaration)
          if (requests.length > 0) lines.push(`Calls ${requests.map((request) => `\`${request.method} ${request.path}\``).join(', ')}.`, '')
        }
      }
      const name = titleId(title.slice(group.length + 1))
      pages.push({ file: `${REFERENCE_DIR}/${titleId(group.split('/').pop()!)}/${name}.mdx`, title, exports: exports.map((item) => item.name), mdx: `${lines.join('\n').trimEnd()}\n` })
    }
  }
  return pages
}
