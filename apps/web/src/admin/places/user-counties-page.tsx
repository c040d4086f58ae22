import { PlacesPage } from './places-page.tsx';

/** /admin/userCounties */
export function UserCountiesPage() {
  return <PlacesPage kind="userCounties" />;
}

export { UserCountiesPage as Component };
