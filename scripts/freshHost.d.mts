export declare const REPO_DIR: string
export declare const HOSTS_DIR: string
export declare function libraryBuildIsStale(): boolean
export declare function ensureLibraryBuilt(): 'built' | 'up to date'
export declare function packLibrary(destination?: string): { tarball: string; packed: { filename: string; size: number; entryCount: number } }
export declare function installFreshHost(options: {
  name: string
  tarball: string
  source?: string
  files?: Record<string, string>
  dependencies?: Record<string, string>
}): { dir: string; installMs: number }
