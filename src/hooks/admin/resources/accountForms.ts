import { parseEmail } from '../../shared/email'

/** What is wrong with an account name, or null: it must not be blank, and a rename must change it. */
export function accountNameError(name: string, current?: string): 'required' | 'unchanged' | null {
  const trimmed = name.trim()
  if (!trimmed) return 'required'
  if (current !== undefined && trimmed === current.trim()) return 'unchanged'
  return null
}

/** The addresses typed into the add-users field (commas, semicolons, spaces or new lines between them), each once, and those that are not addresses. */
export function parseEmailList(text: string): { emails: string[]; invalid: string[] } {
  const seen = new Set<string>()
  const emails: string[] = []
  const invalid: string[] = []
  for (const part of text.split(/[\s,;]+/)) {
    const email = part.trim()
    if (!email || seen.has(email.toLowerCase())) continue
    seen.add(email.toLowerCase())
    const parsed = parseEmail(email)
    if (parsed.ok) emails.push(parsed.email)
    else invalid.push(email)
  }
  return { emails, invalid }
}
