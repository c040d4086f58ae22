import { NotFoundPage } from './not-found-page.tsx';

export function Component() {
  return <NotFoundPage homePath="/admin" />;
}
