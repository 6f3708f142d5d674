import * as Menu from '@radix-ui/react-dropdown-menu'
import { Link } from '@tanstack/react-router'
import { resourcesMenu } from './links'

/** The navbar's Resources menu: pages of the app, opened by the router like any link. */
export function ResourcesMenu() {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className="nav-button" aria-label="Resources">
        Resources
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="menu" align="start" sideOffset={6}>
          {resourcesMenu.map((item) => (
            <Menu.Item key={item.to} className="menu-item" asChild>
              <Link to={item.to}>{item.label}</Link>
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}
