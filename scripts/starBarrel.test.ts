import { describe, expect, it } from 'vitest'
import { starBarrel } from './starBarrel'

const ENTRY = `"use client";
import { b as e, a as t } from "./hooks/one.js";
import { useThing as n } from "./hooks/two.js";
import { unused as r } from "./hooks/three.js";
import "./screens.js";
export { t as a, e as b, n as useThing };
//# sourceMappingURL=hooks.js.map`

describe('starBarrel', () => {
  it('re-exports each module through a file of its own, in the order the entry imported them', () => {
    const { barrel, files } = starBarrel('hooks', ENTRY, true)
    expect(barrel).toBe('import "./screens.js";\nexport * from "./exports/hooks/hooks.one.js";\nexport * from "./exports/hooks/hooks.two.js";\n')
    expect(files).toEqual([
      { fileName: 'exports/hooks/hooks.one.js', source: `'use client';\nexport { a, b } from "../../hooks/one.js";\n` },
      { fileName: 'exports/hooks/hooks.two.js', source: `'use client';\nexport { useThing } from "../../hooks/two.js";\n` },
    ])
  })

  it('keeps a name the entry gives an export that differs from its module', () => {
    const { files } = starBarrel('api', 'import { x as e } from "./api/x.js";\nexport { e as publicX };', false)
    expect(files).toEqual([{ fileName: 'exports/api/api.x.js', source: 'export { x as publicX } from "../../api/x.js";\n' }])
  })

  it('refuses an entry with code of its own', () => {
    expect(() => starBarrel('api', 'import { x as e } from "./api/x.js";\nconst y = 1;\nexport { e as x };', false)).toThrow('api.js is not a barrel of re-exports: const y = 1;')
  })

  it('refuses an export it cannot trace to an import', () => {
    expect(() => starBarrel('api', 'export { e as x };', false)).toThrow('api.js exports x, which it does not import')
  })
})
