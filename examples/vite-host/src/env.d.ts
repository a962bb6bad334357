interface ImportMetaEnv {
  /** The identity API's origin, e.g. `npm run dev-api`'s http://127.0.0.1:4010. */
  readonly VITE_GATEHOUSE_API?: string
}
