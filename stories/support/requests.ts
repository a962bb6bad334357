import { getWorld, type WorldRequest } from '../../src/fixtures'

/** The requests the fixtures received whose path ends with `suffix`. */
export function sent(suffix: string): WorldRequest[] {
  return getWorld().requests.filter((request) => request.path.endsWith(suffix))
}
