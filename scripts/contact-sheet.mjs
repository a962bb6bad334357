// npm run contact-sheet [-- --out storybook-static/contact-sheet.html]
// One static HTML page for designers: every story's screenshot baseline (stories/__screenshots__,
// made by the story tests, see stories/support/screenshots.ts), grouped by story title as in the
// Storybook sidebar, light and dark side by side, with the story names. The images are inlined,
// so the file can be sent on its own; written into storybook-static/ (after npm run
// build-storybook, which empties that folder) each name also links to its story.
// Lists stories without a baseline and baselines without a story (delete those by hand).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { runnerImport } from 'vite'

const root = resolve(import.meta.dirname, '..')
const { values } = parseArgs({ options: { out: { type: 'string', default: 'storybook-static/contact-sheet.html' } } })
const out = resolve(root, values.out)

const { module: paths } = await runnerImport(join(root, 'stories/support/screenshotPaths.ts'), { configFile: false, logLevel: 'warn' })
const { SCREENSHOT_DIR, SCREENSHOT_MODES, screenshotFile } = paths

// The story index as Storybook builds it (titles, names, ids, in sidebar order), without building Storybook.
const scratch = mkdtempSync(join(tmpdir(), 'contact-sheet-'))
let index
try {
  execFileSync(join(root, 'node_modules/.bin/storybook'), ['index', '--quiet', '-o', join(scratch, 'index.json')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  index = JSON.parse(readFileSync(join(scratch, 'index.json'), 'utf8'))
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story')

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const pngSize = (buffer) => ({ width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) })

const groups = new Map()
const used = new Set()
const missing = []
let bytes = 0
for (const story of stories) {
  const shots = []
  for (const mode of SCREENSHOT_MODES) {
    const file = screenshotFile(story.id, mode)
    if (!existsSync(join(root, file))) continue
    const png = readFileSync(join(root, file))
    bytes += png.length
    used.add(file)
    shots.push({ mode, file, png, ...pngSize(png) })
  }
  if (!shots.length) missing.push(story)
  if (!groups.has(story.title)) groups.set(story.title, [])
  groups.get(story.title).push({ story, shots })
}

function walk(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [relative(root, path)]
  })
}
const orphans = walk(join(root, SCREENSHOT_DIR)).filter((file) => file.endsWith('.png') && !used.has(file))

const anchor = (title) => `t-${title.replace(/[^A-Za-z0-9]+/g, '-')}`
const figure = (shot, name) =>
  `<figure class="${shot.mode}"><img src="data:image/png;base64,${shot.png.toString('base64')}" width="${shot.width}" height="${shot.height}" alt="${escape(`${name}, ${shot.mode}`)}" loading="lazy"><figcaption>${shot.mode} · ${shot.width}×${shot.height}</figcaption></figure>`
const card = ({ story, shots }) => `
  <article class="${shots.length > 1 ? 'pair' : ''}" id="${escape(story.id)}">
    <h3><a href="./?path=/story/${escape(story.id)}">${escape(story.name)}</a></h3>
    <div class="shots">${shots.length ? shots.map((shot) => figure(shot, story.name)).join('') : '<p class="none">No screenshot yet: run npm run test:update-screenshots.</p>'}</div>
  </article>`

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gatehouse contact sheet</title>
<style>
  :root { color-scheme: light; font: 14px/1.4 system-ui, sans-serif; color: #1f2933; background: #eef0f3; }
  body { margin: 0 auto; padding: 24px; max-width: 1800px; }
  header p { color: #52606d; margin: 4px 0; }
  nav { columns: 16rem; margin: 16px 0 32px; }
  nav a { display: block; color: #1d4ed8; text-decoration: none; padding: 1px 0; }
  h2 { margin: 40px 0 12px; padding-bottom: 4px; border-bottom: 1px solid #cbd2d9; font-size: 18px; }
  h2 small { color: #7b8794; font-weight: normal; }
  .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 16px; align-items: start; }
  article { background: #fff; border-radius: 8px; padding: 10px; box-shadow: 0 1px 2px rgb(0 0 0 / 0.12); min-width: 0; }
  article.pair { grid-column: span 2; }
  h3 { margin: 0 0 8px; font-size: 13px; }
  h3 a { color: inherit; text-decoration: none; }
  h3 a:hover { text-decoration: underline; }
  .shots { display: flex; gap: 8px; align-items: flex-start; }
  figure { margin: 0; flex: 1 1 0; min-width: 0; }
  figure img { display: block; max-width: 100%; height: auto; max-height: 520px; object-fit: contain; object-position: left top; border: 1px solid #e4e7eb; cursor: zoom-in; background: repeating-conic-gradient(#f5f7fa 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  figure.dark img { border-color: #3e4c59; }
  figcaption { color: #7b8794; font-size: 11px; margin-top: 2px; }
  .none { color: #b44d12; margin: 0; }
  .warn { background: #fff4e5; border: 1px solid #f0b86e; border-radius: 6px; padding: 8px 12px; }
  .zoom { position: fixed; inset: 0; background: rgb(0 0 0 / 0.7); display: flex; align-items: flex-start; justify-content: center; overflow: auto; padding: 24px; cursor: zoom-out; z-index: 1; }
  .zoom img { max-width: none; max-height: none; }
  @media (max-width: 700px) { article.pair { grid-column: auto; } .shots { flex-direction: column; } }
</style>
</head>
<body>
<header>
  <h1>Gatehouse contact sheet</h1>
  <p>Every story's final state as the story tests capture it in headless Chromium (light; dark beside it for each screen's main story). ${stories.length} stories, ${used.size} screenshots. Click an image for its real size, a name for its story.</p>
  <p>Made from the committed baselines in <code>${SCREENSHOT_DIR}/</code> by <code>npm run contact-sheet</code>; <code>npm run test:update-screenshots</code> refreshes them.</p>
  ${missing.length ? `<p class="warn">${missing.length} stories have no screenshot: ${missing.map((story) => `<a href="#${escape(story.id)}">${escape(`${story.title} / ${story.name}`)}</a>`).join(', ')}.</p>` : ''}
  ${orphans.length ? `<p class="warn">${orphans.length} baselines belong to no story (renamed or deleted stories; delete them): ${orphans.map(escape).join(', ')}.</p>` : ''}
</header>
<nav>${[...groups.keys()].map((title) => `<a href="#${anchor(title)}">${escape(title)}</a>`).join('')}</nav>
${[...groups].map(([title, entries]) => `<section id="${anchor(title)}"><h2>${escape(title)} <small>${entries.length} ${entries.length === 1 ? 'story' : 'stories'}</small></h2><div class="grid">${entries.map(card).join('')}</div></section>`).join('\n')}
<script>
  document.addEventListener('click', (event) => {
    const zoom = document.querySelector('.zoom')
    if (zoom) return zoom.remove()
    if (!(event.target instanceof HTMLImageElement)) return
    const layer = document.createElement('div')
    layer.className = 'zoom'
    layer.append(event.target.cloneNode())
    document.body.append(layer)
  })
  document.addEventListener('keydown', (event) => event.key === 'Escape' && document.querySelector('.zoom')?.remove())
</script>
</body>
</html>
`

mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, html)
const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`
console.log(`Contact sheet: ${relative(root, out)} (${mb(html.length)}): ${groups.size} titles, ${stories.length} stories, ${used.size} screenshots (${mb(bytes)} of PNG).`)
if (missing.length) console.log(`  ${missing.length} stories without a screenshot: ${missing.map((story) => story.id).join(', ')}`)
if (orphans.length) console.log(`  ${orphans.length} baselines without a story (delete them): ${orphans.join(', ')}`)
