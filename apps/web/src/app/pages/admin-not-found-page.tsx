import { NotFoundPage } from '../../ui/not-found-page.tsx';

export function Component() {
  return <NotFoundPage homePath="/admin" />;
}
