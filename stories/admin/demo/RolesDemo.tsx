import { Button } from '../../../src/primitives'
import { PermissionGate, type AdminSectionProps } from '../../../src/screens/admin'
import { DemoSection } from './DemoSection'

/** Story fixture for the roles section: changing roles is behind a PermissionGate. */
export default function RolesDemo(props: AdminSectionProps) {
  return (
    <DemoSection {...props}>
      <PermissionGate requirement="fe.secure.write.roles" fallback={<p>You can view roles but not change them.</p>}>
        <Button>New role</Button>
      </PermissionGate>
    </DemoSection>
  )
}
