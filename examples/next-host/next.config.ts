import type { NextConfig } from 'next'

// Nothing to configure for Gatehouse: the package's client entries start with 'use client' and its
// styles are one plain CSS file, so no transpilePackages and no CSS plugin.
const nextConfig: NextConfig = {
  reactStrictMode: true,
}

export default nextConfig
