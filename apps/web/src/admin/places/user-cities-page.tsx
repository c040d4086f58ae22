import { PlacesPage } from './places-page.tsx';

/** /admin/userCities */
export function UserCitiesPage() {
  return <PlacesPage kind="userCities" />;
}

export { UserCitiesPage as Component };
