/** For unit tests: a Map-backed Storage, as a browser would give. */
export function memoryStorage(): Storage {
  const data = new Map<string, string>()
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  }
}

/** For unit tests: Storage whose every method throws, like Safari private mode or a blocked-cookies policy. */
export function brokenStorage(): Storage {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  }
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail }
}
